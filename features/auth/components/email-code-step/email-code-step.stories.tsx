import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as authPolicies from '@mocks/handlers/admin-auth-policies';
import { EmailCodeStep } from './email-code-step';

const meta = {
  title: 'Auth/EmailCodeStep',
  component: EmailCodeStep,
  args: { email: 'sabina.gurung@example.com.np', onVerified: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof EmailCodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Verification code/ });
const verify = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify email' }));

export const Success: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('See where the code went', async () => {
      await expect(canvas.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(
        canvas.getByText('Enter the 6-digit code we sent to sabina.gurung@example.com.np.'),
      ).toBeVisible();
    });
    await step('Enter the code', async () => {
      await userEvent.type(codeField(canvasElement), '482913');
      await verify(canvasElement);
    });
    await step('Verified', () => waitFor(() => expect(args.onVerified).toHaveBeenCalled()));
  },
};

export const InvalidCode: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.verifyEmail.invalidCode());
  },
  play: async ({ canvasElement, args, step }) => {
    await step('Enter a wrong code', async () => {
      await userEvent.type(codeField(canvasElement), '111111');
      await verify(canvasElement);
    });
    await step('See it refused on the field', async () => {
      await waitFor(() =>
        expect(codeField(canvasElement)).toHaveAccessibleDescription(
          expect.stringContaining('Invalid verification code'),
        ),
      );
      await expect(args.onVerified).not.toHaveBeenCalled();
    });
  },
};

export const ResendTooSoon: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.sendEmailCode.resendTooSoon());
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Ask for a new code at once', () =>
      userEvent.click(canvas.getByRole('button', { name: 'Send a new code' })),
    );
    await step('See how long to wait', () =>
      expect(
        canvas.findByText('Please wait 42 seconds before requesting a new code.'),
      ).resolves.toBeVisible(),
    );
  },
};

export const Resent: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Ask for a new code', () =>
      userEvent.click(canvas.getByRole('button', { name: 'Send a new code' })),
    );
    await step('See it is on its way', () =>
      expect(
        canvas.findByText('A new code is on its way to sabina.gurung@example.com.np.'),
      ).resolves.toBeVisible(),
    );
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(authPolicies.verifyEmail.serverError());
  },
  play: async ({ canvasElement, step }) => {
    await step('Enter a code', async () => {
      await userEvent.type(codeField(canvasElement), '482913');
      await verify(canvasElement);
    });
    await step('See the failure', () =>
      waitFor(() =>
        expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
          'We could not check the code. Please try again.',
        ),
      ),
    );
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'आफ्नो इमेल प्रमाणित गर्नुहोस्' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'इमेल प्रमाणित गर्नुहोस्' })).toBeVisible();
  },
};
