import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessions } from '@mocks/fixtures/sessions';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/appointments';
import { appointmentsStore, prescribe } from '@mocks/handlers/appointments';
import { card, expectToast, fill, openedDialog, page, type Scope } from '@mocks/story-helpers';
import { dateText, doctorAppointmentsMeta } from './doctor-appointments.mock';
import { type DoctorAppointments } from './doctor-appointments';

/** Prescribing from a completed appointment's card (001 §3), and its failures (001 §8). */

const meta = {
  ...doctorAppointmentsMeta,
  // Written out: a spread alone does not carry parameters through the story indexer.
  parameters: { session: sessions.appointmentsDoctor },
  title: 'Features/Appointments/DoctorAppointments Prescribing',
} satisfies Meta<typeof DoctorAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Prescribing ----

const openPrescription = async (canvasElement: HTMLElement) => {
  const krishna = await card(canvasElement, 'Krishna Bahadur Magar');
  await userEvent.click(krishna.getByRole('button', { name: 'Prescribe' }));
  return openedDialog('dialog', 'Write a prescription');
};

async function writePrescription(dialog: Scope) {
  const write = (name: RegExp, text: string) => fill(dialog.getByRole('textbox', { name }), text);
  await write(/^Diagnosis/, 'Exertional dyspnoea, likely heart failure');
  await write(/^Medicine name/, 'Furosemide');
  await write(/^Dosage/, '40 mg');
  await write(/^How often/, 'Once in the morning');
  await userEvent.click(dialog.getByRole('button', { name: 'Save prescription' }));
}

/** Prescribe for a completed appointment: "Prescription created successfully". */
export const PrescribeSuccess: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPrescription(canvasElement);
    await expect(
      dialog.getByText(
        `For Krishna Bahadur Magar, seen on ${dateText('2026-11-18', 'Wednesday')}.`,
      ),
    ).toBeVisible();
    await writePrescription(dialog);
    await expectToast('Prescription created successfully');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const krishna = await card(canvasElement, 'Krishna Bahadur Magar');
    await expect(krishna.getByText('Prescription written')).toBeVisible();
    await expect(krishna.queryByRole('button', { name: 'Prescribe' })).toBeNull();
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('article', { name: 'Krishna Bahadur Magar' }),
      ).toHaveFocus(),
    );
    await expect(appointmentsStore.prescriptions().at(-1)).toMatchObject({
      appointmentId: fixtures.completedWithoutPrescription._id,
      diagnosis: 'Exertional dyspnoea, likely heart failure',
      medications: [{ name: 'Furosemide', dosage: '40 mg', frequency: 'Once in the morning' }],
    });
  },
};

/** 001 §8 "Failed to create prescription. Please try again."; the form stays open. */
export const PrescribeServerError: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPrescription(canvasElement);
    await writePrescription(dialog);
    await expect(
      await dialog.findByText('Failed to create prescription. Please try again.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Diagnosis/ })).toHaveValue(
      'Exertional dyspnoea, likely heart failure',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(
      (await card(canvasElement, 'Krishna Bahadur Magar')).getByRole('button', {
        name: 'Prescribe',
      }),
    ).toHaveFocus();
  },
};

/** 001 §8 "Failed to create prescription: {error}", with the server's reason. */
export const PrescriptionExists: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.exists());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPrescription(canvasElement);
    await writePrescription(dialog);
    await expect(
      await dialog.findByText(
        'Failed to create prescription: This appointment already has a prescription.',
      ),
    ).toBeVisible();
  },
};
