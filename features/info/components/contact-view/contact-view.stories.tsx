import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sendContact, sentMessage } from '@mocks/handlers/contact';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectTouchTargets,
  phone360,
} from '@mocks/story-helpers';
import { ContactView } from './contact-view';

const meta = {
  title: 'Features/Info/ContactView',
  component: ContactView,
  args: { onSent: fn() },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/contact'] } },
  beforeEach({ msw }) {
    msw.use(sendContact.success());
  },
} satisfies Meta<typeof ContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('See the form, the details and the questions', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      // The form loads after the page's text (ADR 0045).
      await canvas.findByRole('form', { name: 'Send us a message' });
      await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Send us a message',
        'Get in touch',
        'Common questions',
      ]);
      await expect(canvas.getByRole('form', { name: 'Send us a message' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Call +977 1-5970000' })).toBeVisible();
    });
    // Three FAQs beside the form (000 §2).
    const faqs = within(canvas.getByRole('region', { name: 'Common questions' }));
    await step('Open a common question', async () => {
      await expect(canvasElement.querySelectorAll('details')).toHaveLength(3);
      await userEvent.click(faqs.getByText('I forgot my password. What should I do?'));
      await expect(
        faqs.getByText(/We send a 6-digit code to your email or WhatsApp/),
      ).toBeVisible();
      await expect(faqs.getByRole('link', { name: 'See all questions' })).toHaveAttribute(
        'href',
        '/faq',
      );
      await expect(faqs.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
        'href',
        '/help-center',
      );
    });

    // And the form works from here.
    await step('Fill in a message and send it', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Your name/ }), 'Ram Thapa');
      await userEvent.type(
        canvas.getByRole('textbox', { name: /^Email address/ }),
        'ram@example.np',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), 'Thank you');
      await userEvent.type(
        canvas.getByRole('textbox', { name: /^Message/ }),
        'The site is very helpful.',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    });
    await step('See the confirmation', async () => {
      await waitFor(() => expect(args.onSent).toHaveBeenCalledWith(sentMessage.id));
      await expect(canvas.getByRole('status')).toHaveTextContent(
        "Message sent successfully! We'll get back to you soon.",
      );
    });
  },
};

export const Mobile: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The form loads after the page's text (ADR 0045).
    const form = await canvas.findByRole('form', { name: 'Send us a message' });
    await expectPhoneWidth(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    // One column: the form comes first, full width, with a full-width button.
    const details = canvas.getByRole('region', { name: 'Get in touch' });
    await expect(form.getBoundingClientRect().bottom).toBeLessThan(
      details.getBoundingClientRect().top,
    );
    await expectTouchTargets([
      canvas.getByRole('button', { name: 'Send message' }),
      ...canvas.getAllByRole('textbox'),
    ]);
  },
};
