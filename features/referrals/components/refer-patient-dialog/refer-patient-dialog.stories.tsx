import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@contract/paths';
import { api } from '@mocks/respond';
import { sessions } from '@mocks/fixtures/sessions';
import { careColleagues, createReferral } from '@mocks/handlers/referrals';
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

let sentBody: unknown = null;

/** Records ticked in the picker go with the referral (the server checks they are the patient's). */
export const AttachmentsSent: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(
      http.post(api(paths.referrals), async ({ request }) => {
        sentBody = await request.clone().json();
      }),
    );
  },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('radio', { name: /Dr. Sabina Adhikari/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Thyroid review');
    const records = within(dialog.getByRole('group', { name: 'Attach medical records' }));
    await userEvent.click(
      await records.findByRole('checkbox', { name: 'Echocardiography report' }),
    );
    await expect(records.getByText(/Up to 10 records \(1 chosen\)/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send referral' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(sentBody).toMatchObject({ attachments: ['c0ffee00-0000-4000-8000-0000000000e1'] });
  },
};
