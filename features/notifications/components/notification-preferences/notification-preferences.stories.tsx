import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import {
  notificationPreferences,
  updateNotificationPreferences,
} from '@mocks/handlers/patient-profile';
import { expectToast } from '@mocks/story-helpers';
import { NotificationPreferences } from './notification-preferences';

const meta = {
  title: 'Features/Notifications/NotificationPreferences',
  component: NotificationPreferences,
  parameters: { session: sessions.patient },
} satisfies Meta<typeof NotificationPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('switch', { name });

/** Every type with its four channels; a switch saves at once; emergency in-app stays on. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const sms = await toggle(canvasElement, 'Prescription: SMS');
    await expect(sms).not.toBeChecked();
    await userEvent.click(sms);
    await expectToast('Preferences saved');
    await waitFor(() => expect(sms).toBeChecked());
    await expect(await toggle(canvasElement, 'Emergency: In the app')).toBeDisabled();
    await expect(
      within(canvasElement).getByText('Emergency alerts always show in the app.'),
    ).toBeVisible();
  },
};

/** The server refuses: the switch goes back and the person is told. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(updateNotificationPreferences.serverError());
  },
  play: async ({ canvasElement }) => {
    const email = await toggle(canvasElement, 'Letter: Email');
    await expect(email).toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(email).toBeChecked());
    await expectToast('Something went wrong');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(notificationPreferences.timeout());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading preferences...' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(notificationPreferences.serverError());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load your notification preferences.'),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'तपाईंलाई कसरी खबर गर्ने' }),
    ).toBeVisible();
  },
};
