import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, formatDateAD } from '@lib/format';
import * as fixtures from '@mocks/fixtures/cancel-by-link';
import { cancelByLink } from '@mocks/handlers/cancel-by-link';
import { findHeading } from '@mocks/story-helpers';
import { CancelAppointmentLink } from './cancel-appointment-link';

/** /appointments/cancel?token=…, opened from the reminder, signed out. */
const meta = {
  title: 'Features/Appointments/CancelAppointmentLink',
  component: CancelAppointmentLink,
  args: { token: fixtures.validToken },
  decorators: [
    (Story) => (
      <main className="py-6">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(cancelByLink.success());
  },
} satisfies Meta<typeof CancelAppointmentLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const cancelledText = `Your appointment on Sunday, ${formatDateAD('2026-11-22', 'en')} at 10:30\\sAM with Dr\\. Aarati Joshi is cancelled\\.`;

/** The question, the red button and the way out. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement, 'Cancel your appointment?')).toBeVisible();
    await expect(
      canvas.getByText(/^If you can no longer come, cancel here so another patient/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Keep it' })).toHaveAttribute('href', '/');
  },
};

/** Confirmed by the button: the appointment's day, time and doctor, cancelled. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel appointment' }));
    const heading = await findHeading(canvasElement, 'Appointment cancelled');
    await expect(canvas.getByText(new RegExp(`^${cancelledText}$`))).toBeVisible();
    await expect(
      canvas.getByText('The doctor has been told. You can book another time whenever you need.'),
    ).toBeVisible();
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute(
      'href',
      '/doctors-near-me',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  },
};

/** A used, expired or unknown token: the server's LINK_INVALID text. */
export const InvalidLink: Story = {
  beforeEach({ msw }) {
    msw.use(cancelByLink.invalid());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel appointment' }));
    await expect(await findHeading(canvasElement, 'This link cannot be used')).toBeVisible();
    await expect(canvas.getByText('This link is not valid or has expired.')).toBeVisible();
    await expect(
      canvas.getByText('To cancel an appointment, sign in and open your appointments.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

/** A link works once: the same token a second time is refused. */
export const UsedLink: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Use the link once, elsewhere', async () => {
      const body = JSON.stringify({ token: fixtures.validToken });
      const first = await fetch('/api/appointments/cancel-by-link', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      await expect(first.status).toBe(200);
    });
    await step('Press Cancel appointment: the link is refused', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Cancel appointment' }));
      await expect(await findHeading(canvasElement, 'This link cannot be used')).toBeVisible();
      await expect(canvas.getByText('This link is not valid or has expired.')).toBeVisible();
    });
  },
};

/** No token in the address: the invalid text at once, without asking the server. */
export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement, 'This link cannot be used')).toBeVisible();
    await expect(canvas.getByText('This link is not valid or has expired.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** A token too short for the contract is refused the same way, at once. */
export const MalformedToken: Story = {
  args: { token: fixtures.malformedToken },
  play: async ({ canvasElement }) => {
    await expect(await findHeading(canvasElement, 'This link cannot be used')).toBeVisible();
    await expect(
      within(canvasElement).getByText('This link is not valid or has expired.'),
    ).toBeVisible();
  },
};

/** While the server works, the button shows a spinner and refuses more presses. */
export const Cancelling: Story = {
  beforeEach({ msw }) {
    msw.use(cancelByLink.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Cancel appointment' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('heading', { name: 'Cancel your appointment?' })).toBeVisible();
  },
};

/** The server fails: an alert, and the button to try again; the second try works. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(cancelByLink.serverError());
  },
  play: async ({ canvasElement, msw, step }) => {
    const canvas = within(canvasElement);
    await step('Press Cancel appointment: the server fails', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Cancel appointment' }));
      await expect(
        await canvas.findByText('Your appointment could not be cancelled. Please try again.'),
      ).toBeVisible();
      await expect(canvas.getByRole('heading', { name: 'Cancel your appointment?' })).toBeVisible();
    });
    await step('Try again once the server is back', async () => {
      msw.use(cancelByLink.success());
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
      await expect(await findHeading(canvasElement, 'Appointment cancelled')).toBeVisible();
    });
  },
};

/** No connection: the connection hint, and the button stays. */
export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(cancelByLink.offline());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel appointment' }));
    await expect(
      await canvas.findByText('Network error. Please check your connection and try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
  },
};

/** Nepali: the date in Bikram Sambat beside AD after cancelling. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button'));
    const bsDate = formatDate('2026-11-22', 'ne');
    await expect(bsDate).toMatch(/^६ मंसिर २०८३/);
    await waitFor(() => expect(canvas.getByText((text) => text.includes(bsDate))).toBeVisible());
    await expect(canvas.getByText(/Dr\. Aarati Joshi/)).toBeVisible();
  },
};

/** Nepali: the server's LINK_INVALID text comes in Nepali. */
export const NepaliInvalidLink: Story = {
  globals: { locale: 'ne' },
  args: { token: fixtures.unknownToken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button'));
    await expect(await canvas.findByText('यो लिङ्क मान्य छैन वा यसको म्याद सकिएको छ।')).toBeVisible();
  },
};

/** The dark theme: the cancelled state's colours (axe checks contrast). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel appointment' }));
    await expect(await findHeading(canvasElement, 'Appointment cancelled')).toBeVisible();
    await expect(canvas.getByText(new RegExp(`^${cancelledText}$`))).toBeVisible();
  },
};
