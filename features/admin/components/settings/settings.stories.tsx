import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import { customisedSystemSettings } from '@mocks/fixtures/admin-settings';
import { sessions } from '@mocks/fixtures/sessions';
import {
  adminSettingsHandlers,
  adminSettingsStore,
  resetAdminSettingsStore,
  systemSettings,
  updateSystemSettings,
  restoreDefaultSettings,
} from '@mocks/handlers/admin-settings';
import { expectToast, fill, openTab, openedDialog } from '@mocks/story-helpers';
import { SystemSettings } from './system-settings';

const meta = {
  title: 'Admin/SystemSettings',
  component: SystemSettings,
  parameters: {
    session: sessions.admin,
    visual: { waitFor: '[role="tabpanel"] input' },
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...adminSettingsHandlers());
  },
} satisfies Meta<typeof SystemSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploadSize = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('spinbutton', { name: /^Max file upload size \(MB\)/ });
const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('button', { name: 'Save Changes' });

/** Replaces a number box's value, as a person selecting it and typing. */
async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) await fill(field, value);
}

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await uploadSize(canvasElement)).toHaveValue(10);
    for (const name of [
      'General',
      'Security',
      'Notifications',
      'Verification',
      'Subscription',
      'Backup',
    ])
      await expect(canvas.getByRole('tab', { name })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'App version' })).toHaveValue('1.0.0');
    // Nothing changed yet: no Save Changes.
    await expect(saveButton(canvasElement)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Restore Defaults' })).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(await uploadSize(canvasElement), '1');
    await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();
    await userEvent.click(saveButton(canvasElement)!);
    await expectToast('Settings saved successfully!');
    await waitFor(() => expect(saveButton(canvasElement)).toBeNull());
    await expect(adminSettingsStore.settings().general.maxFileUploadSize).toBe(1);
  },
};

export const SubscriptionPlans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadSize(canvasElement);
    await openTab(canvasElement, 'Subscription');
    await expect(await canvas.findByRole('group', { name: 'Plan 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add plan' }));
    const plan = within(canvas.getByRole('group', { name: 'Plan 4' }));
    await fill(plan.getByRole('textbox', { name: /^Plan name/ }), 'Clinic Plus');
    await retype(plan.getByRole('spinbutton', { name: /^Price \(NPR\)/ }), '2999');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Settings saved successfully!');
    await expect(adminSettingsStore.settings().subscription.plans.at(-1)).toEqual({
      name: 'Clinic Plus',
      price: 2999,
      durationDays: 30,
    });
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(await uploadSize(canvasElement), '150');
    await userEvent.click(saveButton(canvasElement)!);
    await expect(
      await canvas.findByText('Max file upload size must be between 1 and 100 MB'),
    ).toBeVisible();
    await expect(await uploadSize(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(adminSettingsStore.settings().general.maxFileUploadSize).toBe(10);
  },
};

/** A bound on another tab: saving opens that tab with the error on its field. */
export const SettingRetentionRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadSize(canvasElement);
    await openTab(canvasElement, 'Backup');
    await retype(
      await canvas.findByRole('spinbutton', { name: /^Retention period \(days\)/ }),
      '400',
    );
    await openTab(canvasElement, 'General');
    await userEvent.click(saveButton(canvasElement)!);
    await expect(
      await canvas.findByText('Retention period must be between 1 and 365 days'),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Backup' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The server's refusal of a bound lands on its field. */
export const SettingUploadSizeRange: Story = {
  beforeEach({ msw }) {
    msw.use(updateSystemSettings.uploadSizeRange());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(await uploadSize(canvasElement), '20');
    await userEvent.click(saveButton(canvasElement)!);
    await expect(
      await canvas.findByText(errorText('SETTING_UPLOAD_SIZE_RANGE', 'en')),
    ).toBeVisible();
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(updateSystemSettings.serverError());
  },
  play: async ({ canvasElement }) => {
    await retype(await uploadSize(canvasElement), '20');
    await userEvent.click(saveButton(canvasElement)!);
    await expectToast('Failed to save settings. Please try again.');
    // The change is kept, ready to save again.
    await expect(saveButton(canvasElement)).toBeVisible();
  },
};

export const RestoreDefaults: Story = {
  beforeEach() {
    resetAdminSettingsStore(customisedSystemSettings);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await uploadSize(canvasElement)).toHaveValue(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Defaults' }));
    const dialog = await openedDialog('alertdialog', 'Restore default settings?');
    await expect(
      dialog.getByText(
        'Are you sure you want to restore default settings? This action cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Restore Defaults' }));
    await expectToast('Default settings restored.');
    await waitFor(async () => expect(await uploadSize(canvasElement)).toHaveValue(10));
  },
};

export const RestoreFailed: Story = {
  beforeEach({ msw }) {
    msw.use(restoreDefaultSettings.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await uploadSize(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Defaults' }));
    const dialog = await openedDialog('alertdialog', 'Restore default settings?');
    await userEvent.click(dialog.getByRole('button', { name: 'Restore Defaults' }));
    await expectToast('Failed to save settings. Please try again.', 'Something went wrong');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(systemSettings.timeout());
  },
  parameters: { visual: { waitFor: '[role="status"]' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading settings…' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(systemSettings.serverError());
  },
  parameters: { visual: { waitFor: '[role="alert"]' } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('The settings could not be loaded')).toBeVisible();
    await expect(alert.getByText('Something went wrong')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(systemSettings.offline());
  },
  parameters: { visual: { waitFor: '[role="alert"]' } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Network error. Please check your connection.')).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(systemSettings.forbidden());
  },
  parameters: { visual: { waitFor: '[role="alert"]' } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText(errorText('FORBIDDEN', 'en'))).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'सामान्य' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पूर्वनिर्धारित फर्काउनुहोस्' })).toBeVisible();
  },
};

export const NepaliValidationError: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('spinbutton', {
      name: /^फाइल अपलोडको अधिकतम आकार/,
    });
    await retype(field, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'परिवर्तनहरू सुरक्षित गर्नुहोस्' }));
    await expect(
      await canvas.findByText(errorText('SETTING_UPLOAD_SIZE_RANGE', 'ne')),
    ).toBeVisible();
  },
};
