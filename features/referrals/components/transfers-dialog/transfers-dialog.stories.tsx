import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@contract/paths';
import { patientRecords } from '@mocks/handlers/patients';
import { api } from '@mocks/respond';
import * as fixtures from '@mocks/fixtures/transfers';
import { sessions } from '@mocks/fixtures/sessions';
import {
  createTransfer,
  transferColleagues,
  transfersHandlers,
  transfersStore,
} from '@mocks/handlers/transfers';
import { openedDialog, page } from '@mocks/story-helpers';
import { TransferPatientDialog } from './transfer-patient-dialog';

/** The Transfer Patient dialog from a patient card (001 §2.3, §3 form, §5, §8; ADR 0040). */

const meta = {
  title: 'Referrals/TransferPatientDialog',
  component: TransferPatientDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    patient: fixtures.patient,
    today: '2026-11-24',
  },
  parameters: { session: sessions.appointmentsDoctor },
  beforeEach({ msw }) {
    msw.use(...transfersHandlers(), transferColleagues.success(), patientRecords.success());
  },
} satisfies Meta<typeof TransferPatientDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openedDialog('dialog', 'Transfer Sita Sharma');

/** It opens with the warning that a transfer moves the patient permanently. */
export const Warning: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('note')).toHaveTextContent(
      'Once the transfer is complete, the patient leaves your list and their records no longer open to you.',
    );
    await expect(await d.findByLabelText(/^Doctor/)).toBeVisible();
  },
};

/** 001 §5: without a doctor and a reason, "Please select a doctor and provide a reason." */
export const ValidationError: Story = {
  play: async () => {
    const d = await dialog();
    await d.findByLabelText(/^Doctor/);
    await userEvent.click(d.getByRole('button', { name: 'Transfer Sita Sharma' }));
    await expect(
      (await d.findAllByText('Please select a doctor and provide a reason.')).length,
    ).toBeGreaterThan(0);
    // The first invalid field takes focus and scrolls the dialog by an amount that depends
    // on where it stood before (other stories in the run): the picture is of its top.
    const open = page().getByRole('dialog', { name: 'Transfer Sita Sharma' });
    for (const el of [open, ...open.querySelectorAll('*')]) el.scrollTop = 0;
    await waitFor(() => expect(d.getByRole('note')).toBeVisible());
  },
};

async function choose(d: ReturnType<typeof within>, field: RegExp, option: string) {
  await userEvent.click(d.getByRole('combobox', { name: field }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

async function fillIn(d: ReturnType<typeof within>) {
  await choose(d, /^Doctor/, 'Dr. Sabina Adhikari (Gynecology)');
  await choose(d, /^Hospital/, 'Manipal Teaching Hospital, Pokhara');
  await userEvent.type(d.getByLabelText(/^Reason/), 'Moving to Pokhara');
}

/** Filled and sent: the toast names the patient and the doctor. */
export const Success: Story = {
  play: async () => {
    const d = await dialog();
    await d.findByLabelText(/^Doctor/);
    await fillIn(d);
    await expect(d.getByLabelText(/^Required specialty/)).toHaveValue('Gynecology');
    await userEvent.click(d.getByRole('button', { name: 'Transfer Sita Sharma' }));
    await waitFor(() =>
      expect(transfersStore.transfers[0]).toMatchObject({
        patientName: 'Sita Sharma',
        targetDoctorName: 'Dr. Sabina Adhikari',
        status: 'pending',
      }),
    );
  },
};

/** A transfer already waiting for this patient is refused on the patient. */
export const TransferAlreadyPending: Story = {
  beforeEach({ msw }) {
    msw.use(createTransfer.alreadyPending());
  },
  play: async () => {
    const d = await dialog();
    await d.findByLabelText(/^Doctor/);
    await fillIn(d);
    await userEvent.click(d.getByRole('button', { name: 'Transfer Sita Sharma' }));
    await expect(
      await d.findByText('This patient already has a transfer waiting for an answer.'),
    ).toBeVisible();
  },
};

/** 001 §8: "Failed to transfer patient. Please try again." */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(createTransfer.serverError());
  },
  play: async () => {
    const d = await dialog();
    await d.findByLabelText(/^Doctor/);
    await fillIn(d);
    await userEvent.click(d.getByRole('button', { name: 'Transfer Sita Sharma' }));
    await expect(await d.findByText('Failed to transfer patient. Please try again.')).toBeVisible();
  },
};

let sentBody: unknown = null;

/** Records ticked in the picker go with the transfer. */
export const AttachmentsSent: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(
      http.post(api(paths.transfers), async ({ request }) => {
        sentBody = await request.clone().json();
      }),
    );
  },
  play: async () => {
    const d = await dialog();
    await d.findByLabelText(/^Doctor/);
    await fillIn(d);
    const records = within(d.getByRole('group', { name: 'Attach medical records' }));
    await userEvent.click(
      await records.findByRole('checkbox', { name: 'Echocardiography report' }),
    );
    await userEvent.click(d.getByRole('button', { name: 'Transfer Sita Sharma' }));
    await waitFor(() =>
      expect(sentBody).toMatchObject({ attachments: ['c0ffee00-0000-4000-8000-0000000000e1'] }),
    );
  },
};
