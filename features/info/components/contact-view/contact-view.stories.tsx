import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sendContact, sentMessage } from '@mocks/handlers/contact';
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Send us a message',
      'Get in touch',
      'Common questions',
    ]);
    await expect(canvas.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call +977 1-5970000' })).toBeVisible();
    // Three FAQs beside the form (000 §2).
    const faqs = within(canvas.getByRole('region', { name: 'Common questions' }));
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(3);
    await userEvent.click(faqs.getByText('I forgot my password. What should I do?'));
    await expect(faqs.getByText(/We send a 6-digit code to your email or WhatsApp/)).toBeVisible();
    await expect(faqs.getByRole('link', { name: 'See all questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expect(faqs.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
      'href',
      '/help-center',
    );

    // And the form works from here.
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your name/ }), 'Ram Thapa');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email address/ }), 'ram@example.np');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Subject/ }), 'Thank you');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Message/ }),
      'The site is very helpful.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith(sentMessage.id));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "Message sent successfully! We'll get back to you soon.",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone360: {
          name: 'Phone (360 px)',
          styles: { width: '360px', height: '760px' },
          type: 'mobile',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.defaultView?.innerWidth).toBe(360));
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // One column: the form comes first, full width, with a full-width button.
    const form = canvas.getByRole('form', { name: 'Send us a message' });
    const details = canvas.getByRole('region', { name: 'Get in touch' });
    await expect(form.getBoundingClientRect().bottom).toBeLessThan(
      details.getBoundingClientRect().top,
    );
    const button = canvas.getByRole('button', { name: 'Send message' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    for (const field of canvas.getAllByRole('textbox'))
      await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
