import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import { toast } from '@ui/toast';
import { sessions } from '@mocks/fixtures/sessions';
import {
  doctorPrescriptions,
  doctorPrescriptionsHandlers,
  doctorPrescriptionsStore,
  setPrescriptionStatus,
} from '@mocks/handlers/prescriptions-doctor-screens';
import { choose, expectToast, openedDialog, page } from '@mocks/story-helpers';
import { DoctorPrescriptions } from './doctor-prescriptions';

const meta = {
  title: 'Prescriptions/DoctorPrescriptions',
  component: DoctorPrescriptions,
  // New and Edit hold the appointments feature's form: the app's story shows them
  // (Pages/DoctorPrescriptionsTab); here the slot stays empty.
  args: { renderForm: () => null },
  parameters: {
    session: sessions.appointmentsDoctor,
    visual: { waitFor: 'tr[data-slot="table-row"]:not([aria-hidden]) td' },
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-6xl p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...doctorPrescriptionsHandlers());
  },
} satisfies Meta<typeof DoctorPrescriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Your prescriptions' }));
const row = async (canvasElement: HTMLElement, patient: string) =>
  within((await (await table(canvasElement)).findByText(patient)).closest('tr')!);
const figure = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('region', { name: 'Prescription figures' }))
    .getByText(label)
    .closest('[data-slot="stat-card"]') as HTMLElement;

export const Success: Story = {
  parameters: { visual: { dark: true, waitFor: 'tr[data-slot="table-row"] td' } },
  play: async ({ canvasElement }) => {
    const ramesh = await row(canvasElement, 'Ramesh Thapa');
    await expect(ramesh.getByText('Stable angina')).toBeVisible();
    await expect(ramesh.getByText(/^Edited /)).toBeVisible();
    const gita = await row(canvasElement, 'Gita Magar');
    await expect(gita.getByText('+2 more')).toBeVisible();
    await expect(gita.getByText('Expiring soon')).toBeVisible();
    await expect(figure(canvasElement, 'Total Prescriptions')).toHaveTextContent('5');
    await expect(figure(canvasElement, 'Active')).toHaveTextContent('2');
    await expect(figure(canvasElement, 'This Month')).toHaveTextContent('3');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New Prescription' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await row(canvasElement, 'Ramesh Thapa');
    await userEvent.type(
      canvas.getByLabelText('Search prescriptions by patient, diagnosis or medicine'),
      'amlodipine',
    );
    await expect(await (await table(canvasElement)).findByText('Gita Magar')).toBeVisible();
    await waitFor(async () =>
      expect((await table(canvasElement)).queryByText('Ramesh Thapa')).toBeNull(),
    );
  },
};

export const StatusFilter: Story = {
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'Ramesh Thapa');
    await choose(within(canvasElement), 'Status', 'Expired');
    await expect(await (await table(canvasElement)).findByText('Laxmi Tamang')).toBeVisible();
    await waitFor(async () =>
      expect((await table(canvasElement)).queryByText('Ramesh Thapa')).toBeNull(),
    );
  },
};

/** Opens a row's menu and picks `action`. */
async function act(canvasElement: HTMLElement, patient: string, action: string) {
  const found = await row(canvasElement, patient);
  await userEvent.click(found.getByRole('button', { name: /^More actions for RX-/ }));
  await userEvent.click(await page().findByRole('menuitem', { name: action }));
}

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    await act(canvasElement, 'Ramesh Thapa', 'Mark completed');
    const dialog = await openedDialog('alertdialog', /as completed\?$/);
    await userEvent.click(dialog.getByRole('button', { name: 'Mark completed' }));
    await expectToast('Prescription marked as completed');
    // The picture should not depend on how long the toast stays.
    toast.clear();
    await waitFor(() => expect(figure(canvasElement, 'Completed')).toHaveTextContent('2'));
    const ramesh = await row(canvasElement, 'Ramesh Thapa');
    await expect(ramesh.getByText('Completed')).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    await act(canvasElement, 'Gita Magar', 'Cancel prescription');
    const dialog = await openedDialog('alertdialog', /^Cancel RX-/);
    await expect(dialog.getByText(/Gita Magar and pharmacists/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel prescription' }));
    await expectToast('Prescription cancelled');
    // The picture should not depend on how long the toast stays.
    toast.clear();
    await waitFor(async () =>
      expect((await row(canvasElement, 'Gita Magar')).getByText('Cancelled')).toBeVisible(),
    );
  },
};

/** 409 PRESCRIPTION_NOT_ACTIVE: someone changed it first; the catalogue's words, and it stays open. */
export const PrescriptionNotActive: Story = {
  beforeEach({ msw }) {
    msw.use(setPrescriptionStatus.notActive());
  },
  play: async ({ canvasElement }) => {
    await act(canvasElement, 'Ramesh Thapa', 'Mark completed');
    const dialog = await openedDialog('alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark completed' }));
    await expectToast(errorText('PRESCRIPTION_NOT_ACTIVE', 'en'));
    // The picture should not depend on how long the toast stays.
    toast.clear();
  },
};

export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const copied: string[] = [];
    const original = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      copied.push(text);
    };
    try {
      await act(canvasElement, 'Gita Magar', 'Copy');
      await expectToast('Prescription copied to clipboard');
      // The picture should not depend on how long the toast stays.
      toast.clear();
      await expect(copied[0]).toContain('Patient: Gita Magar');
      await expect(copied[0]).toContain('1. Amlodipine: 5 mg, Twice a day, 5 days, After meals');
    } finally {
      navigator.clipboard.writeText = original;
    }
  },
};

export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await row(canvasElement, 'Ramesh Thapa');
    await choose(canvas, 'Status', 'Active');
    await waitFor(async () =>
      expect((await table(canvasElement)).queryByText('Laxmi Tamang')).toBeNull(),
    );
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(names).toHaveLength(1));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(names[0]).toMatch(/^prescriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(doctorPrescriptionsStore.exported?.get('status')).toBe('active');
  },
};

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const gita = await row(canvasElement, 'Gita Magar');
    await userEvent.click(gita.getByRole('button', { name: /^Details of RX-.* for Gita Magar$/ }));
    const dialog = await openedDialog('dialog');
    await expect(dialog.getByText('Hydrochlorothiazide')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    await openedDialog('dialog', 'Print prescription');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPrescriptions.timeout());
  },
  parameters: { visual: { waitFor: 'table[aria-busy="true"]' } },
  play: async ({ canvasElement }) => {
    const found = await within(canvasElement).findByRole('table', { name: 'Your prescriptions' });
    await expect(found).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPrescriptions.empty());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No prescriptions found')).toBeVisible();
    await expect(figure(canvasElement, 'Total Prescriptions')).toHaveTextContent('0');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPrescriptions.serverError());
  },
  parameters: { visual: { waitFor: '[role="alert"]' } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Failed to load prescriptions.')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPrescriptions.offline());
  },
  parameters: { visual: { waitFor: '[role="alert"]' } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Network error. Please check your connection.')).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(doctorPrescriptions.forbidden());
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
    const found = await within(canvasElement).findByRole('table', { name: 'तपाईंका प्रेस्क्रिप्सनहरू' });
    await expect(await within(found).findByText('Ramesh Thapa')).toBeVisible();
    await expect(within(canvasElement).getByText('जम्मा प्रेस्क्रिप्सन')).toBeVisible();
    await expect(within(found).getByText('चाँडै म्याद सकिँदै')).toBeVisible();
  },
};
