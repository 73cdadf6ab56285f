import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { auth } from '@mocks/handlers';
import * as authPolicies from '@mocks/handlers/admin-auth-policies';
import { RegisterForm } from './register-form';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onRegistered: fn() },
  parameters: { layout: 'centered', router: { initialEntries: ['/auth/register'] } },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = 'Himal@2026';

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    name: () => canvas.getByRole('textbox', { name: /^Name/ }),
    email: () => canvas.getByRole('textbox', { name: /^Email address/ }),
    phone: () => canvas.getByRole('textbox', { name: /^Phone number/ }),
    password: () => canvas.getByLabelText(/^Password/, { selector: 'input' }),
    confirm: () => canvas.getByLabelText(/^Confirm password/, { selector: 'input' }),
    submit: () => canvas.getByRole('button', { name: 'Create account' }),
  };
};

/** A complete, valid registration, typed and ticked as a person would. */
async function fillValid(
  canvasElement: HTMLElement,
  { email = 'sita@example.np', phone = '+977 9841 234567' } = {},
) {
  const f = fields(canvasElement);
  await userEvent.type(f.name(), 'Sita Sharma');
  await userEvent.type(f.email(), email);
  await userEvent.type(f.phone(), phone);
  await userEvent.type(f.password(), password);
  await userEvent.type(f.confirm(), password);
  for (const box of f.canvas.getAllByRole('checkbox')) await userEvent.click(box);
}

async function expectKept(canvasElement: HTMLElement) {
  const f = fields(canvasElement);
  await expect(f.name()).toHaveValue('Sita Sharma');
  await expect(f.email()).toHaveValue('sita@example.np');
  await expect(f.phone()).toHaveValue('+977 9841 234567');
  await expect(f.password()).toHaveValue(password);
  for (const box of f.canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
}

export const Default: Story = {
  // Also the dark-theme baseline of this file's screen (.storybook/visual.ts).
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement, step }) => {
    const f = fields(canvasElement);
    await step('See the form', async () => {
      await expect(f.canvas.getByRole('heading', { name: 'Create an account' })).toBeVisible();
      await expect(f.canvas.getByRole('radio', { name: 'Patient' })).toBeChecked();
      await expect(f.canvas.getAllByRole('radio')).toHaveLength(6);
      await expect(f.canvas.queryByRole('group', { name: 'Doctor details' })).toBeNull();
      await expect(f.canvas.getByRole('group', { name: 'Do you agree?' })).toBeVisible();
      await expect(f.canvas.getAllByRole('checkbox')).toHaveLength(4);
      await expect(f.canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/auth/login',
      );
    });
    // The strength meter follows the password (000 §5: 0 to 5).
    const meter = f.canvas.getByRole('meter', { name: 'Password strength' });
    await step('Type a strong password', async () => {
      await expect(meter).toHaveAttribute('aria-valuenow', '0');
      await userEvent.type(f.password(), password);
    });
    await step('See the strength meter full', () =>
      expect(meter).toHaveAttribute('aria-valuenow', '5'),
    );
  },
};

export const DoctorExtras: Story = {
  args: { initialRole: 'doctor' },
  play: async ({ canvasElement, step }) => {
    const f = fields(canvasElement);
    const group = f.canvas.getByRole('group', { name: 'Doctor details' });
    const extras = within(group);
    await step('Fill in the doctor details', async () => {
      await userEvent.type(extras.getByRole('textbox', { name: /Full name/ }), 'Dr. Sita Sharma');
      await expect(extras.getByRole('radiogroup', { name: 'Gender (optional)' })).toBeVisible();
      await userEvent.click(extras.getByRole('radio', { name: 'Female' }));
      await expect(extras.getByRole('textbox', { name: /Graduation/ })).toBeVisible();
      await expect(extras.getByRole('textbox', { name: /Medical college/ })).toBeVisible();
    });
    // Only doctors see them; switching away and back keeps what was typed.
    await step('Switch to Hospital: the doctor details go', async () => {
      await userEvent.click(f.canvas.getByRole('radio', { name: 'Hospital' }));
      await expect(f.canvas.queryByRole('group', { name: 'Doctor details' })).toBeNull();
    });
    await step('Switch back to Doctor: what was typed is kept', async () => {
      await userEvent.click(f.canvas.getByRole('radio', { name: 'Doctor' }));
      await expect(f.canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue(
        'Dr. Sita Sharma',
      );
      await expect(f.canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in wrong details and submit', async () => {
      await userEvent.type(f.email(), 'sita@example');
      await userEvent.type(f.phone(), '0123');
      await userEvent.type(f.password(), 'short');
      await userEvent.type(f.confirm(), 'shorter');
      await userEvent.click(f.submit());
    });

    await step('See each field say what is wrong', async () => {
      await waitFor(() => expect(f.name()).toHaveFocus());
      await expect(f.name()).toHaveAccessibleDescription('Please enter your name');
      await expect(f.email()).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(f.phone()).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid phone number'),
      );
      await expect(f.password()).toHaveAttribute('aria-invalid', 'true');
      await expect(f.canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
      await expect(f.confirm()).toHaveAccessibleDescription('Passwords do not match');
      const [consent, , , terms] = f.canvas.getAllByRole('checkbox');
      await expect(consent).toHaveAccessibleDescription('Please accept all consent agreements');
      await expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions');
      await expect(args.onRegistered).not.toHaveBeenCalled();
    });

    // Fixing a field clears its message; what was typed stays.
    await step('Fix the name: its message goes', async () => {
      await userEvent.type(f.name(), 'Sita Sharma');
      await expect(f.canvas.queryByText('Please enter your name')).toBeNull();
      await expect(f.email()).toHaveValue('sita@example');
    });
  },
};

export const DuplicateEmail: Story = {
  beforeEach({ msw }) {
    msw.use(auth.checkDuplicate.duplicateEmail());
  },
  play: async ({ canvasElement, step }) => {
    const f = fields(canvasElement);
    await step('Type a registered email and move on', async () => {
      await userEvent.type(f.email(), 'patient@demo.np');
      await userEvent.tab();
    });
    await step('See the email marked as taken', async () => {
      await waitFor(() => expect(f.email()).toHaveAccessibleDescription('Email already exists'));
      await expect(f.email()).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email()).toHaveValue('patient@demo.np');
    });
  },
};

export const DuplicatePhone: Story = {
  beforeEach({ msw }) {
    msw.use(auth.checkDuplicate.duplicatePhone());
  },
  play: async ({ canvasElement, step }) => {
    const f = fields(canvasElement);
    await step('Type a registered phone number and move on', async () => {
      await userEvent.type(f.phone(), '9841000001');
      await userEvent.tab();
    });
    await step('See the number marked as taken', async () => {
      await waitFor(() =>
        expect(f.phone()).toHaveAccessibleDescription(
          expect.stringContaining('Phone number already exists'),
        ),
      );
      await expect(f.phone()).toHaveValue('9841000001');
    });
  },
};

/** The server's 409 on submit lands under its field, like the blur check's. */
export const DuplicateEmailOnSubmit: Story = {
  beforeEach({ msw }) {
    msw.use(auth.register.duplicateEmail());
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the details', () => fillValid(canvasElement));
    await step('Submit', () => userEvent.click(f.submit()));
    await step('See the email marked as taken, with everything kept', async () => {
      await waitFor(() => expect(f.email()).toHaveAccessibleDescription('Email already exists'));
      await waitFor(() => expect(f.email()).toHaveFocus());
      await expectKept(canvasElement);
      await expect(args.onRegistered).not.toHaveBeenCalled();
    });
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(auth.register.serverError());
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the details', () => fillValid(canvasElement));
    await step('Submit', () => userEvent.click(f.submit()));
    await step('See the failure, with everything kept', async () => {
      await waitFor(() =>
        expect(f.canvas.getByRole('alert')).toHaveTextContent(
          'Registration failed. Please try again.',
        ),
      );
      await expectKept(canvasElement);
      await expect(f.submit()).toBeEnabled();
      await expect(args.onRegistered).not.toHaveBeenCalled();
    });
  },
};

export const NetworkError: Story = {
  beforeEach({ msw }) {
    msw.use(auth.register.offline());
  },
  play: async ({ canvasElement, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the details', () => fillValid(canvasElement));
    await step('Submit', () => userEvent.click(f.submit()));
    await step('See the network error, with everything kept', async () => {
      await waitFor(() =>
        expect(f.canvas.getByRole('alert')).toHaveTextContent(
          'Network error. Please check your connection.',
        ),
      );
      await expectKept(canvasElement);
    });
  },
};

export const SuccessPatient: Story = {
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the details', () => fillValid(canvasElement));
    await step('Submit', () => userEvent.click(f.submit()));
    await step('See the confirmation', async () => {
      await waitFor(() => expect(args.onRegistered).toHaveBeenCalledWith('patient'));
      await expect(f.canvas.getByRole('status')).toHaveTextContent(
        'Your account has been created. Please log in.',
      );
    });
  },
};

export const SuccessDoctor: Story = {
  args: { initialRole: 'doctor' },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in the details', () => fillValid(canvasElement, { email: 'sita@example.np' }));
    await step('Fill in the doctor details', async () => {
      await userEvent.type(f.canvas.getByRole('textbox', { name: /Full name/ }), 'Dr. Sita Sharma');
      await userEvent.type(f.canvas.getByRole('textbox', { name: /Graduation/ }), 'MBBS 2018');
      await userEvent.type(
        f.canvas.getByRole('textbox', { name: /Medical college/ }),
        'Institute of Medicine, Maharajgunj',
      );
    });
    await step('Submit', () => userEvent.click(f.submit()));
    await step('See the confirmation', async () => {
      await waitFor(() => expect(args.onRegistered).toHaveBeenCalledWith('doctor'));
      await expect(f.canvas.getByRole('status')).toHaveTextContent(
        'Please log in and complete your verification to start offering services.',
      );
    });
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'खाता बनाउनुहोस्' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'पासवर्डको बलियोपन' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'पासवर्ड देखाउनुहोस्' })).toHaveLength(2);
    // The example number is typed as shown: Latin digits in Nepali too (docs/adr/0017).
    await expect(canvas.getByRole('textbox', { name: /^फोन नम्बर/ })).toHaveAccessibleDescription(
      expect.stringContaining('+977 9841234567'),
    );
  },
};

// ---- The admin's auth settings (issue 14) ----

const closed = 'Registration is closed. New accounts cannot be created at the moment.';

/** The admin turned registration off: the page says so instead of offering the form. */
export const RegistrationClosed: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.publicSettingsPolicies.registrationClosed());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(closed)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create account' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

/** Closed while the form was being filled: the server's refusal is shown, what was typed kept. */
export const RegistrationClosedOnSubmit: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.registerPolicies.registrationClosed());
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in and submit', async () => {
      await fillValid(canvasElement);
      await userEvent.click(f.submit());
    });
    await step('See registration refused', async () => {
      await waitFor(() => expect(f.canvas.getByRole('alert')).toHaveTextContent(closed));
      await expectKept(canvasElement);
      await expect(args.onRegistered).not.toHaveBeenCalled();
    });
  },
};

/** A strict password policy: the rules are shown and a password breaking one is named. */
export const PasswordPolicy: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.publicSettingsPolicies.strictPolicy());
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('See the rules in force', () =>
      waitFor(() =>
        expect(f.password()).toHaveAccessibleDescription(
          expect.stringContaining(
            'Your password needs at least 12 characters, an uppercase letter, a number, and a special character (such as ! @ # $).',
          ),
        ),
      ),
    );
    await step('Type a password without a number and submit', async () => {
      await fillValid(canvasElement);
      await userEvent.clear(f.password());
      await userEvent.type(f.password(), 'Himalaya#Peak');
      await userEvent.clear(f.confirm());
      await userEvent.type(f.confirm(), 'Himalaya#Peak');
      await userEvent.click(f.submit());
    });
    await step('See the broken rule named on the field', async () => {
      await waitFor(() =>
        expect(f.password()).toHaveAccessibleDescription(
          expect.stringContaining('Password must contain a number'),
        ),
      );
      await expect(args.onRegistered).not.toHaveBeenCalled();
    });
  },
};

/** The server names the broken rule (a policy changed since the page loaded). */
export const PasswordNeedsNumber: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.registerPolicies.passwordNeedsNumber());
  },
  play: async ({ canvasElement, step }) => {
    const f = fields(canvasElement);
    await step('Fill in and submit', async () => {
      await fillValid(canvasElement);
      await userEvent.click(f.submit());
    });
    await step('See the rule on the password field', () =>
      waitFor(() =>
        expect(f.password()).toHaveAccessibleDescription(
          expect.stringContaining('Password must contain a number'),
        ),
      ),
    );
  },
};

/** Email verification required: after registering, the emailed code is entered. */
export const EmailVerificationRequired: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.registerPolicies.awaitingEmail());
  },
  play: async ({ canvasElement, args, step }) => {
    const f = fields(canvasElement);
    await step('Fill in and submit', async () => {
      await fillValid(canvasElement);
      await userEvent.click(f.submit());
    });
    await step('See the verification step', async () => {
      await expect(
        await f.canvas.findByRole('heading', { name: 'Verify your email' }),
      ).toBeVisible();
      await expect(
        f.canvas.getByText('Enter the 6-digit code we sent to sita@example.np.'),
      ).toBeVisible();
      await expect(args.onRegistered).not.toHaveBeenCalled();
    });
    await step('Enter the code', async () => {
      await userEvent.type(f.canvas.getByRole('textbox', { name: /^Verification code/ }), '123456');
      await userEvent.click(f.canvas.getByRole('button', { name: 'Verify email' }));
    });
    await step('Verified: on to log in', () =>
      waitFor(() => expect(args.onRegistered).toHaveBeenCalledWith('patient')),
    );
  },
};

export const RegistrationClosedNepali: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(authPolicies.publicSettingsPolicies.registrationClosed());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('दर्ता बन्द छ। अहिले नयाँ खाता बनाउन सकिँदैन।')).toBeVisible();
  },
};
