import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ContactMessage } from '@contract/entities';
import { errorCatalogue } from '@contract/errors';
import { sendContact, sentMessage } from '@mocks/handlers/contact';
import { ContactForm } from './contact-form';

const meta = {
  title: 'Features/Info/ContactForm',
  component: ContactForm,
  args: { onSent: fn() },
  parameters: { router: { initialEntries: ['/contact'] } },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed: ContactMessage = {
  name: 'Sita Sharma',
  email: 'sita@example.np',
  subject: 'Booking question',
  message: 'Can I book a video consultation with a doctor in Pokhara?',
};

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    name: () => canvas.getByRole('textbox', { name: /^Your name/ }),
    email: () => canvas.getByRole('textbox', { name: /^Email address/ }),
    subject: () => canvas.getByRole('textbox', { name: /^Subject/ }),
    message: () => canvas.getByRole('textbox', { name: /^Message/ }),
    submit: () => canvas.getByRole('button', { name: 'Send message' }),
    /** The form's outcome region (the busy button has a status of its own). */
    outcome: () => canvas.getAllByRole('status')[0]!,
  };
};

/** Types a complete message as a person would. */
async function fill(canvasElement: HTMLElement, values: Partial<ContactMessage> = {}) {
  const f = fields(canvasElement);
  const all = { ...typed, ...values };
  for (const name of ['name', 'email', 'subject', 'message'] as const)
    if (all[name]) await userEvent.type(f[name](), all[name]);
}

async function expectKept(canvasElement: HTMLElement) {
  const f = fields(canvasElement);
  await expect(f.name()).toHaveValue(typed.name);
  await expect(f.email()).toHaveValue(typed.email);
  await expect(f.subject()).toHaveValue(typed.subject);
  await expect(f.message()).toHaveValue(typed.message);
}

const failureText = 'There was an error sending your message. Please try again.';

/** A full message is sent, fails, and the alert carries the catalogue's text and the reason. */
const failedSend =
  (reason: string | null, timeout = 1000): Story['play'] =>
  async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the message', () => fill(canvasElement));
    await step('Send it', () => userEvent.click(f.submit()));
    await step('See why it failed, with the message kept', async () => {
      const alert = await f.canvas.findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent(failureText), { timeout });
      if (reason) await expect(alert).toHaveTextContent(reason);
      else await expect(alert.textContent).toBe(failureText);
      await expectKept(canvasElement);
      await expect(f.submit()).toBeEnabled();
      await expect(f.outcome()).toBeEmptyDOMElement();
      await expect(args.onSent).not.toHaveBeenCalled();
    });
  };

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await expect(
      f.canvas.getByRole('heading', { level: 2, name: 'Send us a message' }),
    ).toBeVisible();
    await expect(
      f.canvas.getByText(
        'All fields are required. We reply by email, usually within two working days.',
      ),
    ).toBeVisible();
    for (const field of [f.name(), f.email(), f.subject(), f.message()]) {
      await expect(field).toBeRequired();
      await expect(field).toHaveValue('');
    }
    await expect(f.email()).toHaveAttribute('type', 'email');
    await expect(f.message()).toHaveAccessibleDescription(
      expect.stringContaining('Please do not include passwords. For an emergency, call 102.'),
    );
    await expect(f.canvas.getByRole('link', { name: '102' })).toHaveAttribute('href', 'tel:102');
    await expect(f.submit()).toHaveAttribute('type', 'submit');
    await expect(f.canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const RequiredErrors: Story = {
  beforeEach({ msw }) {
    msw.use(sendContact.success());
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Send with nothing filled in', () => userEvent.click(f.submit()));
    await step('See every field asked for', async () => {
      await waitFor(() => expect(f.name()).toHaveFocus());
      await expect(f.name()).toHaveAccessibleDescription('Please enter your name');
      await expect(f.email()).toHaveAccessibleDescription('Please enter your email address');
      await expect(f.subject()).toHaveAccessibleDescription('Please enter a subject');
      await expect(f.message()).toHaveAccessibleDescription(
        expect.stringContaining('Please write your message'),
      );
      for (const field of [f.name(), f.email(), f.subject(), f.message()])
        await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    // Spaces alone are not a message.
    await step('Send a subject of spaces: still asked for', async () => {
      await userEvent.type(f.subject(), '   ');
      await userEvent.click(f.submit());
      await expect(f.subject()).toHaveAccessibleDescription('Please enter a subject');
    });
    // Fixing a field clears its message only.
    await step('Fill in the name: only its message goes', async () => {
      await userEvent.type(f.name(), 'Sita');
      await expect(f.canvas.queryByText('Please enter your name')).toBeNull();
      await expect(f.canvas.getByText('Please enter your email address')).toBeVisible();
      await expect(args.onSent).not.toHaveBeenCalled();
    });
  },
};

const received = fn<(message: ContactMessage) => void>();

export const InvalidEmail: Story = {
  beforeEach({ msw }) {
    received.mockClear();
    msw.use(sendContact.success(received));
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the message with a half email address', () =>
      fill(canvasElement, { email: 'sita@example' }),
    );
    await step('Send it', () => userEvent.click(f.submit()));
    await step('See the address refused and nothing sent', async () => {
      await waitFor(() => expect(f.email()).toHaveFocus());
      await expect(f.email()).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(f.email()).toHaveValue('sita@example');
      await expect(f.name()).not.toHaveAttribute('aria-invalid');
      // Nothing leaves the browser until the form is valid.
      await expect(received).not.toHaveBeenCalled();
      await expect(args.onSent).not.toHaveBeenCalled();
    });
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(sendContact.timeout());
  },
  play: async ({ canvasElement, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the message', () => fill(canvasElement));
    await step('Send it', () => userEvent.click(f.submit()));
    await step('See it sending, the form held', async () => {
      await expect(f.submit()).toHaveAttribute('aria-busy', 'true');
      await expect(f.submit()).toHaveAttribute('aria-disabled', 'true');
      await expect(f.submit()).toBeEnabled(); // stays focusable while busy
      await expectKept(canvasElement);
      for (const field of [f.name(), f.email(), f.subject(), f.message()])
        await expect(field).toHaveAttribute('readonly');
      await expect(f.canvas.getByRole('alert')).toBeEmptyDOMElement();
      await expect(f.outcome()).toBeEmptyDOMElement();
    });
  },
};

export const Success: Story = {
  beforeEach({ msw }) {
    received.mockClear();
    msw.use(sendContact.success(received));
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the message', () => fill(canvasElement, { name: '  Sita Sharma ' }));
    await step('Send it', () => userEvent.click(f.submit()));
    await step('See the confirmation and a cleared form', async () => {
      await waitFor(() =>
        expect(f.outcome()).toHaveTextContent(
          "Message sent successfully! We'll get back to you soon.",
        ),
      );
      await expect(args.onSent).toHaveBeenCalledWith(sentMessage.id);
      // The server received the message as the contract shapes it (trimmed).
      await expect(received).toHaveBeenCalledWith(typed);
      // The form is cleared for another message.
      for (const field of [f.name(), f.email(), f.subject(), f.message()])
        await expect(field).toHaveValue('');
      await expect(f.submit()).toBeEnabled();
      await expect(f.canvas.getByRole('alert')).toBeEmptyDOMElement();
    });
    // Starting a new message puts the note away.
    await step('Start a new message: the note goes', async () => {
      await userEvent.type(f.name(), 'R');
      await expect(f.outcome()).toBeEmptyDOMElement();
    });
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(sendContact.serverError());
  },
  play: failedSend(null),
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(sendContact.offline());
  },
  play: failedSend('Network error. Please check your connection.'),
};

export const Timeout: Story = {
  // The server never answers; a 1-second client time-out stands in for the 30-second one.
  parameters: { apiClient: { timeoutMs: 1000 } },
  beforeEach({ msw }) {
    msw.use(sendContact.timeout());
  },
  play: failedSend('Connection timeout. Please try again.', 4000),
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(sendContact.rateLimited());
  },
  play: failedSend(
    'You have sent several messages in a short time. Please try again in a few minutes.',
  ),
};

/** The server's 400 names a field: its text lands under that field, which takes focus. */
export const ValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(sendContact.validation());
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the message', () => fill(canvasElement));
    await step('Send it', () => userEvent.click(f.submit()));
    await step("See the server's refusal under the email", async () => {
      await waitFor(() =>
        expect(f.email()).toHaveAccessibleDescription(errorCatalogue.EMAIL_INVALID.en),
      );
      await waitFor(() => expect(f.email()).toHaveFocus());
      await expect(f.email()).toHaveAttribute('aria-invalid', 'true');
      await expectKept(canvasElement);
      await expect(f.canvas.getByRole('alert')).toBeEmptyDOMElement();
      await expect(args.onSent).not.toHaveBeenCalled();
    });
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(sendContact.validation());
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'हामीलाई सन्देश पठाउनुहोस्' }),
    ).toBeVisible();
    const [name, email, subject, message] = canvas.getAllByRole('textbox');
    // The ambulance number keeps the digits a keypad has, and calls it (docs/adr/0017).
    await expect(message).toHaveAccessibleDescription(
      expect.stringContaining('कृपया पासवर्ड नलेख्नुहोस्। आपत्कालीन अवस्थामा 102 मा फोन गर्नुहोस्।'),
    );
    await expect(canvas.getByRole('link', { name: '102' })).toHaveAttribute('href', 'tel:102');
    await step('Fill in the message in Nepali and send it', async () => {
      await userEvent.type(name!, 'सीता शर्मा');
      await userEvent.type(email!, 'sita@example.np');
      await userEvent.type(subject!, 'अपोइन्टमेन्ट');
      await userEvent.type(message!, 'पोखरामा डाक्टर भेट्न मिल्छ?');
      await userEvent.click(canvas.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }));
    });
    // The server answers in the user's language (Accept-Language).
    await step("See the server's refusal in Nepali", async () => {
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription(errorCatalogue.EMAIL_INVALID.ne),
      );
      await expect(name).toHaveValue('सीता शर्मा');
    });
  },
};

export const NepaliRateLimited: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(sendContact.rateLimited());
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const [name, email, subject, message] = canvas.getAllByRole('textbox');
    // The ambulance number keeps the digits a keypad has, and calls it (docs/adr/0017).
    await expect(message).toHaveAccessibleDescription(
      expect.stringContaining('कृपया पासवर्ड नलेख्नुहोस्। आपत्कालीन अवस्थामा 102 मा फोन गर्नुहोस्।'),
    );
    await expect(canvas.getByRole('link', { name: '102' })).toHaveAttribute('href', 'tel:102');
    await step('Fill in the message in Nepali and send it', async () => {
      await userEvent.type(name!, 'सीता शर्मा');
      await userEvent.type(email!, 'sita@example.np');
      await userEvent.type(subject!, 'सुझाव');
      await userEvent.type(message!, 'नमस्ते');
      await userEvent.click(canvas.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }));
    });
    await step('See the failure and its reason in Nepali', async () => {
      const alert = await canvas.findByRole('alert');
      await waitFor(() =>
        expect(alert).toHaveTextContent('तपाईंको सन्देश पठाउँदा समस्या भयो। कृपया फेरि प्रयास गर्नुहोस्।'),
      );
      await expect(alert).toHaveTextContent(
        'तपाईंले छोटो समयमा धेरै सन्देश पठाउनुभयो। कृपया केही मिनेटपछि फेरि प्रयास गर्नुहोस्।',
      );
    });
  },
};

export const DarkSuccess: Story = {
  globals: { theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(sendContact.success());
  },
  play: async ({ canvasElement, step }) => {
    const f = fields(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
    await step('Fill in the message', () => fill(canvasElement));
    await step('Send it', () => userEvent.click(f.submit()));
    await step('See the confirmation', () =>
      waitFor(() =>
        expect(f.outcome()).toHaveTextContent(
          "Message sent successfully! We'll get back to you soon.",
        ),
      ),
    );
  },
};

export const DarkError: Story = {
  globals: { theme: 'dark' },
  beforeEach({ msw }) {
    msw.use(sendContact.serverError());
  },
  play: failedSend(null),
};
