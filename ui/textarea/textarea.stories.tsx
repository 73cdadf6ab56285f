import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Symptoms', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Symptoms' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Fever since Monday{Enter}Headache');
    await expect(textarea).toHaveValue('Fever since Monday\nHeadache');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Describe how you feel' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByPlaceholderText('Describe how you feel');
    await expect(textarea).toHaveAccessibleName('Symptoms');
  },
};

export const WithCounter: Story = {
  args: { maxLength: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Symptoms' });
    await expect(canvas.getByText('0/40')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('0 of 40 characters used');
    await userEvent.type(textarea, 'Cough');
    await expect(canvas.getByText('5/40')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('5 of 40 characters used');
  },
};

export const CounterFilled: Story = {
  args: { maxLength: 200, defaultValue: 'Fever and cough for three days, worse at night.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('47/200')).toBeVisible();
    await expect(canvas.getByText('47/200').parentElement).not.toHaveClass('text-danger');
  },
};

export const AtLimit: Story = {
  args: { maxLength: 12, defaultValue: 'Fever, cough' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Symptoms' });
    const counter = canvas.getByText('12/12');
    await expect(counter.parentElement).toHaveClass('text-danger');
    await expect(canvas.getByText('Character limit reached')).toBeInTheDocument();
    // The browser refuses characters past the limit.
    await userEvent.type(textarea, '!');
    await expect(textarea).toHaveValue('Fever, cough');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByText('11/12').parentElement).not.toHaveClass('text-danger');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Symptoms' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Fever since Monday' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Symptoms' });
    await expect(textarea).toBeDisabled();
    await userEvent.tab();
    await expect(textarea).not.toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { value: 'Cough', maxLength: 100, readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5/100')).toBeVisible();
  },
};
