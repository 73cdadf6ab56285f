import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqView } from './faq-view';

const meta = {
  title: 'Features/Info/FaqView',
  component: FaqView,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/faq'] } },
} satisfies Meta<typeof FaqView>;

export default meta;
type Story = StoryObj<typeof meta>;

const disclosures = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('details'));

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const answer = canvas.getByText(/Nepal Medical Council \(NMC\) registration/);
    await step('See the questions, every answer closed', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
      ).toBeVisible();
      const items = disclosures(canvasElement);
      await expect(items).toHaveLength(12);
      // All closed at first: the questions show, the answers wait.
      for (const item of items) await expect(item).not.toHaveAttribute('open');
      await expect(canvas.getByText('How do I know a doctor is genuine?')).toBeVisible();
      await expect(answer).not.toBeVisible();
    });

    // A click opens it, and another closes it.
    await step('Open a question and read its answer', async () => {
      await userEvent.click(canvas.getByText('How do I know a doctor is genuine?'));
      await expect(answer).toBeVisible();
      await expect(answer).toHaveTextContent(
        'After registering, every doctor must complete verification: their Nepal Medical Council (NMC) registration, education and experience are checked before their profile shows the verified mark. Only providers with verified credentials can receive ratings.',
      );
    });
    await step('Close it again', async () => {
      await userEvent.click(canvas.getByText('How do I know a doctor is genuine?'));
      await expect(answer).not.toBeVisible();
    });

    await expect(canvas.getByRole('link', { name: 'Help Center' })).toHaveAttribute(
      'href',
      '/help-center',
    );
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/**
 * Each question is a native `<summary>`: Tab reaches the questions in order (the browser
 * itself opens them on Enter or Space), and answers can hold links.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [first, second] = Array.from(canvasElement.querySelectorAll('summary'));
    await step('Tab through the questions in order', async () => {
      await userEvent.tab();
      await expect(first).toHaveFocus();
      await expect(first).toHaveTextContent('What is Ujyalo Health?');
      await userEvent.tab();
      await expect(second).toHaveFocus();
      await expect(second).toHaveTextContent('How do I create an account?');
    });
    // The privacy answer links to the policy.
    await step('Open the privacy question: it links to the policy', async () => {
      await userEvent.click(canvas.getByText('Who can see my health information?'));
      await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
    });
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'बारम्बार सोधिने प्रश्नहरू' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('के उज्यालो हेल्थबाट आपत्कालीन सहायता पाइन्छ?'));
    const answer =
      'उज्यालो हेल्थ आपत्कालीन सेवा होइन। आपत्कालीन अवस्थामा एम्बुलेन्सका लागि 102 मा फोन गर्नुहोस् वा तुरुन्तै नजिकको अस्पताल जानुहोस्।';
    await expect(
      canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === answer),
    ).toBeVisible();
    // In a Nepali sentence too, the number has the keypad's digits and calls it (ADR 0017).
    await expect(canvas.getByRole('link', { name: '102' })).toHaveAttribute('href', 'tel:102');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await userEvent.click(canvas.getByText('Does it cost anything to use Ujyalo Health?'));
    await expect(canvas.getByText(/shown in rupees on their schedule/)).toBeVisible();
  },
};
