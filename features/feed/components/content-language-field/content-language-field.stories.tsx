import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { expect, userEvent, within } from 'storybook/test';
import { contentLanguage } from '@contract/language';
import { useContractForm } from '@lib/forms';
import { Form } from '@ui/form';
import { ContentLanguageField } from './content-language-field';

const schema = z.object({ language: contentLanguage });

/** The field inside a form, as the post form and the comment box hold it. */
function InForm({ initial }: { initial: 'en' | 'ne' }) {
  const form = useContractForm(schema, { defaultValues: { language: initial } });
  const chosen = form.watch('language');
  return (
    <Form form={form} onSubmit={(event) => event.preventDefault()}>
      <ContentLanguageField />
      <p data-testid="chosen">{chosen}</p>
    </Form>
  );
}

const meta = {
  title: 'Features/Feed/ContentLanguageField',
  component: InForm,
  args: { initial: 'en' },
} satisfies Meta<typeof InForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Written in": each language named in itself and marked with its own lang; English chosen. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Written in' });
    const english = within(group).getByRole('radio', { name: 'English' });
    const nepali = within(group).getByRole('radio', { name: 'नेपाली' });
    await expect(english).toBeChecked();
    await expect(canvas.getByText('नेपाली')).toHaveAttribute('lang', 'ne');
    await expect(canvas.getByText('English')).toHaveAttribute('lang', 'en');
    await step('Choose Nepali', async () => {
      await userEvent.click(nepali);
    });
    await step('The form now holds ne', async () => {
      await expect(nepali).toBeChecked();
      await expect(canvas.getByTestId('chosen')).toHaveTextContent('ne');
    });
  },
};

/** In the Nepali interface: the label is Nepali, the language names stay in their own. */
export const Nepali: Story = {
  args: { initial: 'ne' },
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nepali = await canvas.findByRole('radio', { name: 'नेपाली' });
    await expect(nepali).toBeChecked();
    await expect(canvas.getByText('English')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('radiogroup')).not.toHaveAccessibleName('Written in');
  },
};
