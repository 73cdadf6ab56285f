import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { patientDocuments, uploadPatientDocument } from '@mocks/handlers/patient-profile';
import { expectToast, openedDialog, page, type Scope } from '@mocks/story-helpers';
import { ProfileDocuments } from './profile-documents';

const meta = {
  title: 'Features/PatientProfile/ProfileDocuments',
  component: ProfileDocuments,
  parameters: { layout: 'fullscreen', session: sessions.patient },
  decorators: [
    (Story) => (
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 md:px-8">
        <h1 className="text-2xl font-semibold text-foreground">Profile</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ProfileDocuments>;

export default meta;

/** The category field is required, so its name carries the asterisk's text. */
async function chooseCategory(canvas: Scope, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: /Category/ }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}
type Story = StoryObj<typeof meta>;

/** Sita's citizenship scan and insurance card, each under its category. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Health Insurance Board family card')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Delete citizenship-front.png' }),
    ).toBeVisible();
    await expect(canvas.getByText('No documents in this category yet.')).toBeVisible();
    await expect(canvas.getByText('Documents are reviewed within 24-48 hours.')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(patientDocuments.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByText('No documents in this category yet.')).toHaveLength(3),
    );
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(patientDocuments.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load your documents.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An upload, then the confirmation before a delete. */
export const UploadAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Health Insurance Board family card');
    await chooseCategory(canvas, 'Medical records');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'ECG report');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'ecg.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload document' }));
    await expectToast('Document uploaded.');
    await expect(await canvas.findByText('ECG report')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete ecg.pdf' }));
    const dialog = await openedDialog('alertdialog', 'Delete this document?');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete document' }));
    await expectToast('Document deleted.');
  },
};

/** 002 §5: the server finds the bytes are not JPEG, PNG or PDF. */
export const DocumentWrongType: Story = {
  beforeEach({ msw }) {
    msw.use(uploadPatientDocument.wrongType());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Health Insurance Board family card');
    await chooseCategory(canvas, 'Insurance');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], 'card.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload document' }));
    await expect(
      await canvas.findByText('Please upload a valid document (JPEG, PNG, PDF)'),
    ).toBeVisible();
  },
};

/** 002 §5: a document over 10 MB. */
export const DocumentTooLarge: Story = {
  beforeEach({ msw }) {
    msw.use(uploadPatientDocument.tooLarge());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Health Insurance Board family card');
    await chooseCategory(canvas, 'Insurance');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], 'card.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload document' }));
    await expect(
      await canvas.findByText('Document file size must be less than 10MB'),
    ).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'कागजातहरू' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'बीमा' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Health Insurance Board family card'),
    ).toBeVisible();
  },
};
