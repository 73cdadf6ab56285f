import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { auth, system } from '@mocks/handlers';
import * as authPolicies from '@mocks/handlers/admin-auth-policies';
import { LoginForm } from './login-form';

const demoPassword = 'Demo@12345';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSuccess: fn() },
  parameters: { layout: 'centered', router: { initialEntries: ['/auth/login'] } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<(typeof meta)['args']>;

const identifierField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /Email address/ });
const passwordField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Password/);
const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));

async function fillAndSubmit(canvasElement: HTMLElement, identifier: string, password: string) {
  await userEvent.type(identifierField(canvasElement), identifier);
  await userEvent.type(passwordField(canvasElement), password);
  await submit(canvasElement);
}

/** The alert shows `text`; what the user typed is still there. */
async function expectAlert(canvasElement: HTMLElement, text: string, timeout = 3000) {
  const alert = within(canvasElement).getByRole('alert');
  await waitFor(() => expect(alert).toHaveTextContent(text), { timeout });
  await expect(identifierField(canvasElement)).toHaveValue('patient@demo.np');
  await expect(passwordField(canvasElement)).toHaveValue('wrong-password');
  await expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toBeEnabled();
}

const failedLogin =
  (text: string, timeout?: number) =>
  async ({ canvasElement, args, step }: Context) => {
    await step('Log in with a wrong password', () =>
      fillAndSubmit(canvasElement, 'patient@demo.np', 'wrong-password'),
    );
    await step('See why it failed, with what was typed kept', async () => {
      await expectAlert(canvasElement, text, timeout);
      await expect(args.onSuccess).not.toHaveBeenCalled();
    });
  };

export const Default: Story = {
  // Also the dark-theme baseline of this file's screen (.storybook/visual.ts).
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See the form', async () => {
      await expect(canvas.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Patient' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
      await expect(identifierField(canvasElement)).toBeRequired();
      await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
      await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/auth/register',
      );
    });
    // The identifier's label follows the login method, and the typed text survives the switch.
    await step('Type a number, then switch to Phone', async () => {
      await userEvent.type(identifierField(canvasElement), '9841000001');
      await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    });
    await step('See the number kept under Phone number', () =>
      expect(canvas.getByRole('textbox', { name: /Phone number/ })).toHaveValue('9841000001'),
    );
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(identifierField(canvasElement), 'patient@demo.np');
    await userEvent.type(passwordField(canvasElement), demoPassword);
    await expect(identifierField(canvasElement)).toHaveValue('patient@demo.np');
    await expect(passwordField(canvasElement)).toHaveValue(demoPassword);
    await expect(passwordField(canvasElement)).toHaveAttribute('type', 'password');
  },
};

export const Success: Story = {
  play: async (context) => {
    const { step } = context;
    await step('Fill in the details', (stepContext) => Filled.play?.(stepContext));
    await step('Log in', () => submit(context.canvasElement));
    await step('Go on to the patient portal', async () => {
      await waitFor(() =>
        expect(context.args.onSuccess).toHaveBeenCalledWith(
          '/portal/user?tab=dashboard',
          expect.objectContaining({ role: 'patient', email: 'patient@demo.np' }),
        ),
      );
      await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent('');
    });
  },
};

export const DoctorDestination: Story = {
  args: { initialRole: 'doctor' },
  play: async ({ canvasElement, args, step }) => {
    await step('See Doctor chosen', () =>
      expect(within(canvasElement).getByRole('radio', { name: 'Doctor' })).toBeChecked(),
    );
    await step('Log in as the doctor', () =>
      fillAndSubmit(canvasElement, 'doctor@demo.np', demoPassword),
    );
    await step('Go on to the doctor portal', () =>
      waitFor(() =>
        expect(args.onSuccess).toHaveBeenCalledWith(
          '/portal/doctor?tab=dashboard',
          expect.objectContaining({ role: 'doctor' }),
        ),
      ),
    );
  },
};

export const WithRedirect: Story = {
  args: { redirect: '/doctor/42?tab=reviews' },
  play: async ({ canvasElement, args, step }) => {
    await step('Log in', () => fillAndSubmit(canvasElement, 'patient@demo.np', demoPassword));
    await step('Go back to the page that asked for it', () =>
      waitFor(() =>
        expect(args.onSuccess).toHaveBeenCalledWith('/doctor/42?tab=reviews', expect.anything()),
      ),
    );
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Log in with nothing filled in', () => submit(canvasElement));
    await step('See both fields marked', async () => {
      // The first check loads the form's rules: its verdict comes a moment after the press.
      await waitFor(() =>
        expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required'),
      );
      await expect(identifierField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
      await expect(passwordField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    });
    // Filling only the identifier is still not enough.
    await step('Fill in only the email and log in again', async () => {
      await userEvent.type(identifierField(canvasElement), 'patient@demo.np');
      await submit(canvasElement);
    });
    await step('See the password still wanted', async () => {
      await waitFor(() =>
        expect(identifierField(canvasElement)).not.toHaveAttribute('aria-invalid'),
      );
      await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required');
      await expect(args.onSuccess).not.toHaveBeenCalled();
    });
  },
};

export const InvalidCredentials: Story = {
  beforeEach({ msw }) {
    msw.use(auth.login.invalidCredentials());
  },
  play: failedLogin('Invalid credentials'),
};

export const AccountLocked: Story = {
  beforeEach({ msw }) {
    msw.use(auth.login.accountLocked());
  },
  play: failedLogin('Too many failed attempts. Your account is locked for 15 minutes.'),
};

export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(auth.login.rateLimited());
  },
  play: failedLogin('Too many requests. Please wait a moment and try again.'),
};

export const ServerConnectionError: Story = {
  beforeEach({ msw }) {
    msw.use(system.getHealth.serverError());
  },
  play: failedLogin('Server connection error'),
};

export const Timeout: Story = {
  // The login never answers; a 1-second client time-out stands in for the 30-second one.
  parameters: { apiClient: { timeoutMs: 1000 } },
  beforeEach({ msw }) {
    msw.use(auth.login.timeout());
  },
  play: async ({ canvasElement, step }) => {
    await step('Log in', () => fillAndSubmit(canvasElement, 'patient@demo.np', 'wrong-password'));
    await step('See the button busy while waiting', () =>
      expect(within(canvasElement).getByRole('button', { name: 'Log in' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await step('See the time-out told', () =>
      expectAlert(canvasElement, 'Connection timeout. Please try again.', 4000),
    );
  },
};

export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(auth.login.offline());
  },
  play: failedLogin('Network error. Please check your connection.'),
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'लगइन गर्नुहोस्' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पासवर्ड देखाउनुहोस्' })).toBeVisible();
    await expect(canvas.getAllByText('(अनिवार्य)')).toHaveLength(2);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Choose Doctor with the arrow keys', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Patient' })).toHaveFocus();
      // Held as a person holds it: Radix moves focus a tick after the key goes down.
      await userEvent.keyboard('{ArrowRight>}');
      await waitFor(() => expect(canvas.getByRole('radio', { name: 'Doctor' })).toBeChecked());
      await userEvent.keyboard('{/ArrowRight}');
    });
    await step('Fill in the details by tabbing', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
      await userEvent.tab();
      await expect(identifierField(canvasElement)).toHaveFocus();
      await userEvent.keyboard('doctor@demo.np');
      await userEvent.tab();
      await expect(passwordField(canvasElement)).toHaveFocus();
      await userEvent.keyboard(demoPassword);
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
      await userEvent.tab();
      const remember = canvas.getByRole('checkbox', { name: 'Remember me' });
      await expect(remember).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(remember).toBeChecked();
    });
    await step('Tab to Log in and press Enter', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('Go on to the doctor portal', () =>
      waitFor(() =>
        expect(args.onSuccess).toHaveBeenCalledWith(
          '/portal/doctor?tab=dashboard',
          expect.objectContaining({ role: 'doctor' }),
        ),
      ),
    );
  },
};

// ---- The admin's auth settings (issue 14) ----

/** Two-factor sign-in on: the right password brings the code field; the emailed code signs in. */
export const TwoFactorRequired: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.loginPolicies.twoFactorFlow());
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Log in with the right password', () =>
      fillAndSubmit(canvasElement, 'patient@demo.np', demoPassword),
    );
    const code = () => canvas.getByRole('textbox', { name: /^Sign-in code/ });
    await step('See the code asked for', async () => {
      await waitFor(() =>
        expect(code()).toHaveAccessibleDescription(
          expect.stringContaining('We sent a code to your email. Enter it, then log in.'),
        ),
      );
      await expect(args.onSuccess).not.toHaveBeenCalled();
    });
    await step('Enter the code and log in', async () => {
      await userEvent.type(code(), '123456');
      await submit(canvasElement);
    });
    await step('Signed in', () => waitFor(() => expect(args.onSuccess).toHaveBeenCalled()));
  },
};

/** Email verification required: an unverified account enters the emailed code first. */
export const EmailNotVerified: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.loginPolicies.emailNotVerified());
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Log in before verifying the email', () =>
      fillAndSubmit(canvasElement, 'patient@demo.np', demoPassword),
    );
    await step('See the verification step for that email', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(
        canvas.getByText('Enter the 6-digit code we sent to patient@demo.np.'),
      ).toBeVisible();
    });
    await step('Enter the code', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /^Verification code/ }), '123456');
      await userEvent.click(canvas.getByRole('button', { name: 'Verify email' }));
    });
    await step('Back at the form, told to log in', async () => {
      await expect(
        await canvas.findByText('Your email is verified. Log in to continue.'),
      ).toBeVisible();
      await expect(args.onSuccess).not.toHaveBeenCalled();
    });
  },
};

export const TwoFactorRequiredNepali: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(authPolicies.loginPolicies.twoFactorRequired());
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Log in with the right password', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: /इमेल/ }), 'patient@demo.np');
      await userEvent.type(canvas.getByLabelText(/^पासवर्ड/, { selector: 'input' }), demoPassword);
      await userEvent.click(canvas.getByRole('button', { name: 'लगइन गर्नुहोस्' }));
    });
    await step('See the code asked for in Nepali', async () => {
      const field = await canvas.findByRole('textbox', { name: /^लगइन कोड/ });
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining('तपाईंको इमेलमा कोड पठाइएको छ। त्यो लेखेर लगइन गर्नुहोस्।'),
        ),
      );
    });
  },
};
