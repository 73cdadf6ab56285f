import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { careColleagues, createReferral, referralsStore } from '@mocks/handlers/referrals';
import { patientRecords } from '@mocks/handlers/patients';
import { ReferPatientDialog } from './refer-patient-dialog';

/** Refer Patient from a patient's card (001 §2.3, §5). */
const meta = {
  title: 'Referrals/ReferPatientDialog',
  component: ReferPatientDialog,
  parameters: { session: sessions.appointmentsDoctor },
  args: {
    open: true,
    onOpenChange: fn(),
    patient: { id: '7a1c0c52-3f0e-4a51-9d0e-0000000000a2', name: 'Gita Shrestha' },
  },
  beforeEach({ msw }) {
    referralsStore.reset();
    msw.use(careColleagues.success(), createReferral.success(), patientRecords.success());
  },
} satisfies Meta<typeof ReferPatientDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('radio', { name: /Dr. Sabina Adhikari/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Thyroid review');
    await userEvent.click(dialog.getByRole('button', { name: 'Send referral' }));
    // Sent: the dialog asks to close (the toast shows once it has).
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** §5: no doctor and no reason: "Please select a doctor and provide a reason." */
export const CreateValidation: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send referral' }));
    const errors = await dialog.findAllByText('Please select a doctor and provide a reason.');
    await expect(errors.length).toBeGreaterThan(0);
  },
};
