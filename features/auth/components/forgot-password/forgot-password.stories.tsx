import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '@lib/api';
import { auth } from '@mocks/handlers';
import { ForgotPassword } from './forgot-password';

const EMAIL = 'sita.sharma@example.com';
const CODE = '482913';
const PASSWORD = 'Sup3r$ecret!';

const meta = {
  title: 'Auth/ForgotPassword',
  component: ForgotPassword,
  args: { onDone: fn(), redirectDelayMs: 3000 },
  argTypes: {
    initialMethod: { control: 'inline-radio', options: ['email', 'whatsapp'] },
  },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Steps shared by the stories: each one what a person does, asserting what they see ----

const emailField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: /^Email address/ });
const codeField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: /^Verification code/ });

/** Step 1 by email: type the address, send; ends on step 2 with its heading focused. */
async function sendByEmail(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(emailField(canvas), EMAIL);
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  const heading = await canvas.findByRole('heading', { name: 'Enter the verification code' });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** Step 2: type the code and verify (the request may fail; the story asserts). */
async function enterCode(canvasElement: HTMLElement, code = CODE) {
  const canvas = within(canvasElement);
  await userEvent.type(codeField(canvas), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }));
}

/** Steps 1 and 2 succeed; ends on step 3 with its heading focused. */
async function reachNewPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await sendByEmail(canvasElement);
  await enterCode(canvasElement);
  const heading = await canvas.findByRole('heading', { name: 'Create a new password' });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** Step 3: type both passwords and submit. */
async function submitPasswords(canvasElement: HTMLElement, password: string, confirm: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
}

async function expectAlert(canvasElement: HTMLElement, text: string) {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 4000 });
  await expect(alert).toHaveTextContent(text);
  return alert;
}

// ---- Stories ----

export const Default: Story = {
  // Also the dark-theme baseline of this file's screen (.storybook/visual.ts).
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See the first step', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
      ).toBeVisible();
      const progress = canvas.getByRole('list', { name: 'Password reset progress' });
      await expect(within(progress).getAllByRole('listitem')).toHaveLength(3);
      await expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute(
        'aria-current',
        'step',
      );
      const methods = canvas.getByRole('radiogroup', { name: 'How should we send your code?' });
      await expect(within(methods).getByRole('radio', { name: 'Email' })).toBeChecked();
      await expect(within(methods).getByRole('radio', { name: 'WhatsApp' })).not.toBeChecked();
      await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
    });

    // Client-side validation with the contract's rules, shown under the field.
    const email = emailField(canvas);
    await step('Send with no address: see it asked for', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
      await expect(await canvas.findByText('Please enter your email address')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(email).toHaveFocus());
    });
    await step('Send half an address: see it refused', async () => {
      await userEvent.type(email, 'sita@');
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
      await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
      await expect(email).toHaveValue('sita@');
    });
  },
};

export const EmailSent: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', () => sendByEmail(canvasElement));
    await step('See where the code went', async () => {
      await expect(canvas.getByText(`We sent a 6-digit code to ${EMAIL}.`)).toBeVisible();
      await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(
        'Enter code',
      );
      await expect(codeField(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(codeField(canvas)).toHaveAttribute('maxlength', '6');
      // The resend waits for the 60-second countdown.
      await expect(canvas.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
    });

    // Going back to fix the address keeps what was typed.
    await step('Go back to fix the address: it is kept', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Use a different email or number' }),
      );
      const heading = await canvas.findByRole('heading', { name: 'How should we send your code?' });
      await waitFor(() => expect(heading).toHaveFocus());
      await expect(emailField(canvas)).toHaveValue(EMAIL);
    });
  },
};

export const WhatsAppMethod: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Choose WhatsApp: a phone number is asked for', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'WhatsApp' }));
      await expect(canvas.queryByRole('textbox', { name: /^Email address/ })).toBeNull();
      await expect(canvas.getByRole('textbox', { name: /^WhatsApp phone number/ })).toHaveAttribute(
        'type',
        'tel',
      );
    });
    const phone = canvas.getByRole('textbox', { name: /^WhatsApp phone number/ });
    await step('Send letters: see them refused', async () => {
      await userEvent.type(phone, 'abc');
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
      await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    });
    await step('Send a real number', async () => {
      await userEvent.clear(phone);
      await userEvent.type(phone, '+977 981 234 5678');
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    });
    await step('See the code step, with the number written without spaces', async () => {
      const heading = await canvas.findByRole('heading', { name: 'Enter the verification code' });
      await waitFor(() => expect(heading).toHaveFocus());
      // The number is sent (and shown) without spaces, as the contract normalises it.
      await expect(canvas.getByText('We sent a 6-digit code to +9779812345678.')).toBeVisible();
    });
  },
};

export const SendFailed: Story = {
  parameters: { msw: [auth.sendCode.serverError()] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', async () => {
      await userEvent.type(emailField(canvas), EMAIL);
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    });
    await step('See the failure, with the address kept', async () => {
      // A 500 says "Something went wrong"; the catalogue's text says more.
      await expectAlert(canvasElement, 'Failed to send verification code');
      await expect(emailField(canvas)).toHaveValue(EMAIL);
      await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
      await expect(
        canvas.getByRole('heading', { name: 'How should we send your code?' }),
      ).toBeVisible();
    });
  },
};

export const ValidationError: Story = {
  parameters: { msw: [auth.sendCode.invalidEmail()] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', async () => {
      await userEvent.type(emailField(canvas), EMAIL);
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    });
    await step("See the server's message on the field", async () => {
      // A 4xx answer shows the server's own message, linked to the field it names.
      const alert = await expectAlert(canvasElement, 'Please enter a valid email address');
      const email = emailField(canvas);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email.getAttribute('aria-describedby')).toContain(alert.id);
      await waitFor(() => expect(email).toHaveFocus());
    });
  },
};

export const InvalidCode: Story = {
  parameters: { msw: [auth.verifyCode.invalidCode()] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', () => sendByEmail(canvasElement));
    await step('Enter the code', () => enterCode(canvasElement));
    await step('See the code refused, and kept', async () => {
      await expectAlert(canvasElement, 'Invalid verification code');
      const code = codeField(canvas);
      await expect(code).toHaveValue(CODE);
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(code).toHaveFocus());
      await expect(
        canvas.getByRole('heading', { name: 'Enter the verification code' }),
      ).toBeVisible();
    });
  },
};

export const ExpiredCode: Story = {
  parameters: { msw: [auth.verifyCode.expiredCode()] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', () => sendByEmail(canvasElement));
    // An incomplete code never reaches the server.
    await step('Enter four digits: see all six asked for', async () => {
      await enterCode(canvasElement, '4829');
      await expect(await canvas.findByText('Enter all 6 digits of the code')).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('Complete the code and verify', async () => {
      await userEvent.type(codeField(canvas), '13');
      await userEvent.click(canvas.getByRole('button', { name: 'Verify code' }));
    });
    await step('See the code has expired', async () => {
      await expectAlert(
        canvasElement,
        'The verification code has expired. Please request a new one.',
      );
    });
  },
};

export const ResendCountdown: Story = {
  args: { resendSeconds: 2 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', () => sendByEmail(canvasElement));
    await step('Wait out the countdown', async () => {
      await expect(canvas.getByRole('button', { name: 'Resend code in 2s' })).toBeDisabled();
      const resend = await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 4000 });
      await expect(resend).toBeEnabled();
      await expect(canvas.getByText('You can now request a new code.')).toBeInTheDocument();
    });
    const resend = canvas.getByRole('button', { name: 'Resend code' });

    await step('Type part of a code, then resend', async () => {
      await userEvent.type(codeField(canvas), '111');
      await userEvent.click(resend);
    });
    await step('See a new code sent and the box ready for it', async () => {
      await expect(await canvas.findByText(`A new code has been sent to ${EMAIL}.`)).toBeVisible();
      // The countdown starts again; the old code is cleared and the box is ready for the new one.
      await expect(canvas.getByRole('button', { name: /^Resend code in \ds$/ })).toBeDisabled();
      await expect(codeField(canvas)).toHaveValue('');
      await waitFor(() => expect(codeField(canvas)).toHaveFocus());
    });
  },
};

export const ResendTooSoon: Story = {
  args: { resendSeconds: 1 },
  parameters: { msw: [auth.resendCode.resendTooSoon()] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', () => sendByEmail(canvasElement));
    await step('Resend once the countdown ends', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 3000 }),
      );
    });
    await step('See how long to wait', async () => {
      await expectAlert(canvasElement, 'Please wait 42 seconds before requesting a new code.');
    });
  },
};

export const ResendFailed: Story = {
  args: { resendSeconds: 1 },
  parameters: { msw: [auth.resendCode.serverError()] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', () => sendByEmail(canvasElement));
    await step('Type part of a code, then resend', async () => {
      await userEvent.type(codeField(canvas), '48');
      const resend = await canvas.findByRole('button', { name: 'Resend code' }, { timeout: 3000 });
      await userEvent.click(resend);
    });
    await step('See the failure, with the code kept', async () => {
      const resend = canvas.getByRole('button', { name: 'Resend code' });
      await expectAlert(canvasElement, 'Failed to resend code');
      await expect(resend).toBeEnabled();
      await waitFor(() => expect(resend).toHaveFocus());
      await expect(codeField(canvas)).toHaveValue('48');
    });
  },
};

export const PasswordTooShort: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code and verify it', () => reachNewPassword(canvasElement));
    await step('Submit a short password', () => submitPasswords(canvasElement, 'Ab1!', 'Ab1!'));
    await step('See the password too short', async () => {
      await expect(
        await canvas.findByText('Password must be at least 8 characters long'),
      ).toBeVisible();
      await waitFor(() => expect(canvas.getByLabelText(/^New password/)).toHaveFocus());
      await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeInTheDocument();
    });
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code and verify it', () => reachNewPassword(canvasElement));
    await step('Submit two different passwords', () =>
      submitPasswords(canvasElement, PASSWORD, `${PASSWORD}x`),
    );
    await step('See the confirmation marked', async () => {
      await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
      const confirm = canvas.getByLabelText(/^Confirm new password/);
      await expect(confirm).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(confirm).toHaveFocus());
      await expect(confirm).toHaveValue(`${PASSWORD}x`);
    });
  },
};

export const ResetFailed: Story = {
  parameters: { msw: [auth.resetPassword.serverError()] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code and verify it', () => reachNewPassword(canvasElement));
    await step('Submit the new password', () => submitPasswords(canvasElement, PASSWORD, PASSWORD));
    await step('See the failure, with the passwords kept', async () => {
      await expectAlert(canvasElement, 'Failed to reset password');
      await expect(canvas.getByLabelText(/^New password/)).toHaveValue(PASSWORD);
      await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveValue(PASSWORD);
    });
  },
};

export const Success: Story = {
  args: { redirectDelayMs: 400 },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code and verify it', () => reachNewPassword(canvasElement));
    await step('Submit the new password', () => submitPasswords(canvasElement, PASSWORD, PASSWORD));
    await step('See the confirmation', async () => {
      const heading = await canvas.findByRole('heading', { name: 'Password reset' });
      await waitFor(() => expect(heading).toHaveFocus());
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'Your password has been reset successfully.',
      );
      await expect(canvas.getByRole('button', { name: 'Go to login now' })).toBeVisible();
      await expect(args.onDone).not.toHaveBeenCalled();
    });
    // Login opens by itself after the delay, exactly once.
    await step('Wait: login opens by itself, once', async () => {
      await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: 2000 });
      await userEvent.click(canvas.getByRole('button', { name: 'Go to login now' }));
      await expect(args.onDone).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * A client with a 3-second time-out, so the endless MSW answer times out quickly, yet not
 * before a busy CI has shown the busy button (the form loads its schema on the first check).
 */
const impatientClient = createApiClient({ timeoutMs: 3000, storage: null });

export const Timeout: Story = {
  parameters: { msw: [auth.sendCode.timeout()] },
  render: (args) => <ForgotPassword {...args} client={impatientClient} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send code' });
    await step('Send a code by email', async () => {
      await userEvent.type(emailField(canvas), EMAIL);
      await userEvent.click(send);
    });
    await step('See the button busy while waiting', () =>
      waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true')),
    );
    await step('See the time-out told, with the address kept', async () => {
      await expectAlert(canvasElement, 'Connection timeout. Please try again.');
      await expect(send).toBeEnabled();
      await expect(emailField(canvas)).toHaveValue(EMAIL);
    });
  },
};

export const Offline: Story = {
  parameters: { msw: [auth.sendCode.offline()] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Send a code by email', async () => {
      await userEvent.type(emailField(canvas), EMAIL);
      await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    });
    await step('See the network error, with the address kept', async () => {
      await expectAlert(canvasElement, 'Network error. Please check your connection.');
      await expect(emailField(canvas)).toHaveValue(EMAIL);
    });
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'पासवर्ड रिसेट गर्नुहोस्' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getAllByRole('radio')[0]).toBeChecked();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: /\S/ })).toHaveAttribute('type', 'submit');
    // Step numbers in Devanagari digits.
    await expect(within(canvas.getByRole('list')).getByText('१')).toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  args: { redirectDelayMs: 60_000 },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    // Step 1: Tab into the methods, arrow to WhatsApp, Tab to the number, Enter sends.
    await step('Choose WhatsApp and send a number', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
      // Radix chooses on focus only while the arrow is held: key down, a beat, key up.
      await userEvent.keyboard('{ArrowDown>}');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await userEvent.keyboard('{/ArrowDown}');
      const whatsApp = canvas.getByRole('radio', { name: 'WhatsApp' });
      await expect(whatsApp).toHaveFocus();
      await expect(whatsApp).toBeChecked();
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: /^WhatsApp phone number/ })).toHaveFocus();
      await userEvent.keyboard('9812345678{Enter}');
      const codeHeading = await canvas.findByRole('heading', {
        name: 'Enter the verification code',
      });
      await waitFor(() => expect(codeHeading).toHaveFocus());
    });

    // Step 2: Tab reaches the code; Enter verifies.
    await step('Enter the code', async () => {
      await userEvent.tab();
      await expect(codeField(canvas)).toHaveFocus();
      await userEvent.keyboard(`${CODE}{Enter}`);
      const passwordHeading = await canvas.findByRole('heading', { name: 'Create a new password' });
      await waitFor(() => expect(passwordHeading).toHaveFocus());
    });

    // Step 3: password, past the show-password toggle, confirmation, Enter resets.
    await step('Set a new password', async () => {
      await userEvent.tab();
      await expect(canvas.getByLabelText(/^New password/)).toHaveFocus();
      await userEvent.keyboard(PASSWORD);
      await userEvent.tab();
      await expect(canvas.getAllByRole('button', { name: 'Show password' })[0]).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveFocus();
      await userEvent.keyboard(`${PASSWORD}{Enter}`);
      const done = await canvas.findByRole('heading', { name: 'Password reset' });
      await waitFor(() => expect(done).toHaveFocus());
    });

    // Done: Tab to "Go to login now", Enter opens login without waiting.
    await step('Go to login now', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Go to login now' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDone).toHaveBeenCalledTimes(1);
    });
  },
};
