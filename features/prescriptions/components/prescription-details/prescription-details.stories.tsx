import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '@lib/format';
import { Button } from '@ui/button';
import { editedPrescription, firstVersion } from '@mocks/fixtures/prescriptions';
import { activeRx, completedRx, expiredRx } from '@mocks/fixtures/prescriptions-patient-screens';
import { prescriptionDetail } from '@mocks/handlers/prescriptions';
import { openedDialog, page } from '@mocks/story-helpers';
import { PrescriptionDetails } from './prescription-details';

const meta = {
  title: 'Prescriptions/PrescriptionDetails',
  component: PrescriptionDetails,
  args: { prescription: activeRx, onOpenChange: fn() },
} satisfies Meta<typeof PrescriptionDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every medication field, the tests, the advice, the follow-up and the doctor's notes. */
export const Success: Story = {
  args: { actions: <Button className="min-h-11">Download PDF</Button> },
  play: async ({ args }) => {
    const dialog = await openedDialog('dialog', `Prescription ${activeRx.number}`);
    await expect(
      dialog.getByText(`Written by Dr. Aarati Joshi on ${formatDate(activeRx.createdAt, 'en')}`),
    ).toBeVisible();
    await expect(dialog.getByText('Active')).toBeVisible();
    await expect(dialog.getByText(formatDate(activeRx.validUntil, 'en'))).toBeVisible();
    await expect(dialog.getByText('Bir Hospital')).toBeVisible();
    await expect(dialog.getByText('High blood pressure (stage 1)')).toBeVisible();
    for (const name of ['Amlodipine', 'Losartan', 'Atorvastatin', 'Pantoprazole'])
      await expect(dialog.getByText(name)).toBeVisible();
    // Each medication: dosage, frequency, duration, timing and instructions.
    await expect(dialog.getByText('5 mg')).toBeVisible();
    await expect(dialog.getAllByText('Once a day')).toHaveLength(4);
    await expect(dialog.getByText('14 days')).toBeVisible();
    await expect(dialog.getByText('Empty stomach')).toBeVisible();
    await expect(dialog.getByText('At bedtime')).toBeVisible();
    await expect(dialog.getByText('Take at the same time daily')).toBeVisible();
    // The packs the doctor wrote (002 §2), and "Not given" where none was written.
    await expect(dialog.getByText('3 packs')).toBeVisible();
    await expect(dialog.getByText('2 packs')).toBeVisible();
    // A prescription never edited has no earlier versions.
    await expect(dialog.queryByRole('heading', { name: 'Earlier versions' })).toBeNull();
    await expect(dialog.getByText('Lipid profile')).toBeVisible();
    await expect(dialog.getByText('Urgency: Urgent')).toBeVisible();
    await expect(
      dialog.getByText(
        'Less salt, walk 30 minutes a day, check your blood pressure every morning.',
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText(`Come back on ${formatDate(activeRx.followUp.date!, 'en')}`),
    ).toBeVisible();
    await expect(dialog.getByRole('heading', { name: "Doctor's notes" })).toBeVisible();
    await expect(dialog.getByText('Bring your blood pressure diary')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Without tests or a follow-up: those parts say so or are left out. */
export const Completed: Story = {
  args: { prescription: completedRx },
  play: async () => {
    const dialog = await openedDialog('dialog', `Prescription ${completedRx.number}`);
    await expect(dialog.getByText('Completed')).toBeVisible();
    await expect(dialog.getByText('Paracetamol')).toBeVisible();
    await expect(dialog.getByText('Only if fever')).toBeVisible();
    await expect(dialog.getByText('No follow-up needed')).toBeVisible();
    await expect(dialog.queryByRole('heading', { name: 'Tests' })).toBeNull();
  },
};

/** नेपाली: labels, status, timing and dates (Bikram Sambat) in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: { prescription: expiredRx },
  play: async () => {
    const dialog = await openedDialog('dialog', `प्रेस्क्रिप्सन ${expiredRx.number}`);
    await expect(dialog.getByText('म्याद सकिएको')).toBeVisible();
    await expect(dialog.getByText('खाली पेटमा')).toBeVisible();
    await expect(dialog.getByText(formatDate(expiredRx.validUntil, 'ne'))).toBeVisible();
    await expect(page().getByRole('heading', { name: 'औषधिहरू' })).toBeVisible();
  },
};

/**
 * An edited prescription (ADR 0028): its earlier version is listed collapsed with its
 * date and who replaced it, and opens to what it held (the lower dose).
 */
export const EarlierVersions: Story = {
  args: { prescription: editedPrescription },
  beforeEach({ msw }) {
    msw.use(prescriptionDetail.success());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', `Prescription ${editedPrescription.number}`);
    await expect(await dialog.findByRole('heading', { name: 'Earlier versions' })).toBeVisible();
    const summary = await dialog.findByText(
      `Version 1, replaced on ${formatDate(firstVersion.savedAt, 'en')} by ${firstVersion.editedBy.name}`,
    );
    const version = summary.closest('details')!;
    await expect(version).not.toHaveAttribute('open');
    await userEvent.click(summary);
    await expect(version).toHaveAttribute('open');
    await expect(within(version).getAllByText('5 mg').length).toBeGreaterThan(0);
    await expect(within(version).getByText(firstVersion.diagnosis)).toBeVisible();
  },
};

/** The earlier versions could not be read: the prescription still shows, with Retry. */
export const EarlierVersionsFailed: Story = {
  args: { prescription: editedPrescription },
  beforeEach({ msw }) {
    msw.use(prescriptionDetail.serverError());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', `Prescription ${editedPrescription.number}`);
    await expect(await dialog.findByText('Could not load the earlier versions.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(dialog.getByText(editedPrescription.diagnosis)).toBeVisible();
  },
};

/** नेपाली: the earlier versions' heading and line in Nepali. */
export const EarlierVersionsNepali: Story = {
  globals: { locale: 'ne' },
  args: { prescription: editedPrescription },
  beforeEach({ msw }) {
    msw.use(prescriptionDetail.success());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', `प्रेस्क्रिप्सन ${editedPrescription.number}`);
    await expect(await dialog.findByRole('heading', { name: 'पहिलेका संस्करणहरू' })).toBeVisible();
    await expect(await dialog.findByText(/^संस्करण (१|1),/)).toBeVisible();
  },
};
