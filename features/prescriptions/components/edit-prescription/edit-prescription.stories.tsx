import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/prescriptions-doctor-screens';
import { sessions } from '@mocks/fixtures/sessions';
import {
  doctorPrescriptionsHandlers,
  doctorPrescriptionsStore,
  prescribableAppointments,
} from '@mocks/handlers/prescriptions-doctor-screens';
import { openedDialog, page } from '@mocks/story-helpers';
import { PrescriptionEditor, type RenderPrescriptionForm } from './edit-prescription';

/**
 * The form itself is the appointments feature's (the app passes it in; its own stories and
 * Pages/DoctorPrescriptionsTab show it). Here a stand-in shows what the slot is given and
 * sends the fixture's body, so the dialog's part (choosing the visit, sending, closing) is seen.
 */
const renderForm: RenderPrescriptionForm = ({ patientName, initial, send }) => (
  <div className="flex flex-col gap-2">
    <p>For {patientName}</p>
    {initial ? <p>Starts from: {initial.diagnosis}</p> : null}
    <button
      type="button"
      className="min-h-11 rounded-md border px-4"
      onClick={() =>
        void send({ ...fixtures.doctorPrescriptions[0]!, diagnosis: 'Stable angina, better' })
      }
    >
      Save
    </button>
  </div>
);

const meta = {
  title: 'Prescriptions/PrescriptionEditor',
  component: PrescriptionEditor,
  args: { target: { kind: 'new' }, onClose: fn(), renderForm },
  parameters: { session: sessions.appointmentsDoctor, visual: { waitFor: '[role="dialog"]' } },
  beforeEach({ msw }) {
    msw.use(...doctorPrescriptionsHandlers());
  },
} satisfies Meta<typeof PrescriptionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New: choose a completed visit without a prescription, then the form is for that patient. */
export const New: Story = {
  play: async ({ args }) => {
    const dialog = await openedDialog('dialog', 'New Prescription');
    await userEvent.click(await dialog.findByRole('combobox', { name: /^Appointment/ }));
    await userEvent.click(await page().findByRole('option', { name: /^Krishna Bahadur Gurung/ }));
    await expect(await dialog.findByText('For Krishna Bahadur Gurung')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The dialog closes (here its story holds it open) and the tab's story shows the toast.
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(doctorPrescriptionsStore.items[0]!.patientName).toBe('Krishna Bahadur Gurung');
  },
};

/** Every completed visit has its prescription: New says so instead of an empty choice. */
export const NoAppointments: Story = {
  beforeEach({ msw }) {
    msw.use(prescribableAppointments.empty());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'New Prescription');
    await expect(
      await dialog.findByText(/Every completed appointment of yours has a prescription/),
    ).toBeVisible();
  },
};

export const AppointmentsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(prescribableAppointments.serverError());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'New Prescription');
    await expect(
      await dialog.findByText('Failed to load your completed appointments.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Edit: the form starts from the prescription; saving keeps the earlier version (version 2). */
export const Edit: Story = {
  args: { target: { kind: 'edit', prescription: fixtures.doctorPrescriptions[1]! } },
  play: async ({ args }) => {
    const gita = fixtures.doctorPrescriptions[1]!;
    const dialog = await openedDialog('dialog', `Edit ${gita.number}`);
    await expect(
      dialog.getByText(/The earlier version is kept\. Gita Magar is told/),
    ).toBeVisible();
    await expect(dialog.getByText('Starts from: Hypertension, stage 1')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    const saved = doctorPrescriptionsStore.items.find((p) => p._id === gita._id)!;
    await expect(saved.version).toBe(2);
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async () => {
    const dialog = await openedDialog('dialog', 'नयाँ प्रेस्क्रिप्सन');
    await expect(
      within(await dialog.findByRole('combobox')).getByText('बिरामी र भेट छान्नुहोस्'),
    ).toBeVisible();
  },
};
