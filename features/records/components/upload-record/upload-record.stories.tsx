import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import {
  createRecord,
  recordsHandlers,
  recordsStore,
  uploadRecordFile,
} from '@mocks/handlers/records';
import { choose, fill, openedDialog, type Scope } from '@mocks/story-helpers';
import { UploadRecordDialog } from './upload-record-dialog';

const meta = {
  title: 'Records/UploadRecord',
  component: UploadRecordDialog,
  parameters: { session: sessions.patient },
  args: { open: true, onOpenChange: fn() },
  beforeEach({ msw }) {
    msw.use(...recordsHandlers());
  },
} satisfies Meta<typeof UploadRecordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], name, { type: 'application/pdf' });

async function fillForm(dialog: Scope) {
  await userEvent.upload(dialog.getByLabelText(/^Files/), [
    pdf('thyroid-report.pdf'),
    pdf('thyroid-report-page-2.pdf'),
  ]);
  await choose(dialog, 'Record type (required)', 'Lab report');
  await fill(dialog.getByRole('textbox', { name: 'Title (required)' }), 'Thyroid function test');
  await fill(dialog.getByRole('textbox', { name: 'Tags' }), 'thyroid, TSH');
  await fill(
    dialog.getByRole('textbox', { name: 'Type your full name as signature (required)' }),
    'Sita Sharma',
  );
}

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await openedDialog('dialog', 'Upload medical record');
    await fillForm(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload record' }));
    // The dialog stays open here (its owner closes it); the toast shows on the page behind.
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 5000 });
    const saved = recordsStore.records[0]!;
    await expect(saved.title).toBe('Thyroid function test');
    await expect(saved.files).toHaveLength(2);
    await expect(saved.tags).toEqual(['thyroid', 'TSH']);
  },
};

export const ValidationError: Story = {
  play: async () => {
    const dialog = await openedDialog('dialog', 'Upload medical record');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload record' }));
    await waitFor(() =>
      expect(
        dialog.getAllByText('Please fill all required fields, upload files and provide signature.')
          .length,
      ).toBeGreaterThan(0),
    );
    await expect(dialog.getByRole('textbox', { name: 'Title (required)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const FileType: Story = {
  beforeEach({ msw }) {
    msw.use(uploadRecordFile.fileType());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Upload medical record');
    await fillForm(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload record' }));
    await expect(
      await dialog.findByText('Please upload a valid document (JPEG, PNG, WebP, PDF).'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(createRecord.serverError());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Upload medical record');
    await fillForm(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload record' }));
    await expect(
      await dialog.findByText('Failed to upload medical record. Please try again.'),
    ).toBeVisible();
  },
};

export const Uploading: Story = {
  beforeEach({ msw }) {
    msw.use(createRecord.loading());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Upload medical record');
    await fillForm(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload record' }));
    await expect(await dialog.findByText('Uploaded 2 of 2 files')).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async () => {
    const dialog = await openedDialog('dialog', 'मेडिकल रेकर्ड अपलोड गर्नुहोस्');
    await userEvent.click(dialog.getByRole('button', { name: 'रेकर्ड अपलोड गर्नुहोस्' }));
    await waitFor(() =>
      expect(
        dialog.getAllByText('कृपया सबै आवश्यक विवरण भर्नुहोस्, फाइल अपलोड गर्नुहोस् र हस्ताक्षर गर्नुहोस्।')
          .length,
      ).toBeGreaterThan(0),
    );
  },
};
