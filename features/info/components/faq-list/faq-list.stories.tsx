import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqList } from './faq-list';

const meta = {
  title: 'Features/Info/FaqList',
  component: FaqList,
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chosen few, in the order given (the Contact page shows three). */
export const Selected: Story = {
  args: { ids: ['contactSupport', 'cost', 'language'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^How do I reach the support team\?/),
      expect.stringMatching(/^Does it cost anything to use Ujyalo Health\?/),
      expect.stringMatching(/^Can I use Ujyalo Health in Nepali\?/),
    ]);
    await userEvent.click(canvas.getByText('How do I reach the support team?'));
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          /call \+977 1-5970000, Sunday to Friday/.test(element.textContent ?? ''),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+977 1-5970000' })).toHaveAttribute(
      'href',
      'tel:+97715970000',
    );
    await expect(canvas.getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
