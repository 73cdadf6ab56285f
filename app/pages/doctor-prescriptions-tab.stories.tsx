import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@ui/toast';
import { sessions } from '@mocks/fixtures/sessions';
import { doctorPrescriptionsHandlers } from '@mocks/handlers/prescriptions-doctor-screens';
import { expectToast, fill, openedDialog, page, type Scope } from '@mocks/story-helpers';
import DoctorPrescriptionsTab from './doctor-prescriptions-tab';

/** The doctor's Prescriptions tab as the portal shows it: the list with the real prescription form. */
const meta = {
  title: 'Pages/DoctorPrescriptionsTab',
  component: DoctorPrescriptionsTab,
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
} satisfies Meta<typeof DoctorPrescriptionsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (scope: Scope, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}`) });
const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Your prescriptions' }));

/** New: a completed visit without a prescription, the full form, and the list shows it. */
export const NewPrescription: Story = {
  play: async ({ canvasElement }) => {
    await (await table(canvasElement)).findByText('Ramesh Thapa');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Prescription' }));
    const dialog = await openedDialog('dialog', 'New Prescription');
    await userEvent.click(await dialog.findByRole('combobox', { name: /^Appointment/ }));
    await userEvent.click(await page().findByRole('option', { name: /^Krishna Bahadur Gurung/ }));
    await expect(await dialog.findByText('For Krishna Bahadur Gurung')).toBeVisible();
    await fill(textbox(dialog, 'Diagnosis'), 'Exertional angina');
    const first = within(dialog.getByRole('group', { name: 'Medication 1' }));
    await fill(textbox(first, 'Medicine name'), 'Isosorbide mononitrate');
    await fill(textbox(first, 'Dosage'), '30 mg');
    await fill(textbox(first, 'How often'), 'Once a day');
    await userEvent.click(dialog.getByRole('button', { name: 'Save prescription' }));
    await expectToast('Prescription created successfully');
    // The picture should not depend on how long the toast stays.
    toast.clear();
    await expect(await (await table(canvasElement)).findByText('Exertional angina')).toBeVisible();
  },
};

/** Edit: the form starts from the prescription; once saved the row says "Edited". */
export const EditPrescription: Story = {
  play: async ({ canvasElement }) => {
    const gita = within(
      (await (await table(canvasElement)).findByText('Gita Magar')).closest('tr')!,
    );
    await userEvent.click(gita.getByRole('button', { name: /^More actions for RX-/ }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Edit' }));
    const dialog = await openedDialog('dialog', /^Edit RX-/);
    const diagnosis = textbox(dialog, 'Diagnosis');
    await expect(diagnosis).toHaveValue('Hypertension, stage 1');
    await userEvent.clear(diagnosis);
    await fill(diagnosis, 'Hypertension, stage 2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save prescription' }));
    await expectToast('Prescription updated');
    // The picture should not depend on how long the toast stays.
    toast.clear();
    const row = within(
      (await (await table(canvasElement)).findByText('Hypertension, stage 2')).closest('tr')!,
    );
    await waitFor(() => expect(row.getByText(/^Edited /)).toBeVisible());
  },
};
