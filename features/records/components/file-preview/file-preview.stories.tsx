import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { recordFile, recordsHandlers } from '@mocks/handlers/records';
import { openedDialog } from '@mocks/story-helpers';
import type { PreviewFile } from '../../api/record-file';
import { FilePreview } from './file-preview';

const file = (name: string, type: string, mime: string): PreviewFile => ({
  name,
  type,
  mime,
  url: `/files/serve-user/u-sita/medical-records/${name}`,
});
const xray = file('chest-x-ray.png', 'png', 'image/png');
const lipid = file('lipid-profile.pdf', 'pdf', 'application/pdf');
const letter = file('referral-letter.docx', 'docx', 'application/octet-stream');

const meta = {
  title: 'Records/FilePreview',
  component: FilePreview,
  parameters: { session: sessions.patient },
  args: { open: true, onOpenChange: fn(), title: 'Chest X-ray, Bir Hospital', files: [xray] },
  beforeEach({ msw }) {
    msw.use(...recordsHandlers());
  },
} satisfies Meta<typeof FilePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async () => {
    const dialog = await openedDialog('dialog', 'Chest X-ray, Bir Hospital');
    const image = await dialog.findByRole('img', { name: 'Preview of chest-x-ray.png' });
    await expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
  },
};

export const Pdf: Story = {
  args: { title: 'Lipid profile', files: [lipid] },
  // Headless Chromium's PDF viewer paints on its own schedule; the frame is what matters.
  parameters: { visual: false },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Lipid profile');
    const frame = await dialog.findByTitle('Preview of lipid-profile.pdf');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(recordFile.loading());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Chest X-ray, Bir Hospital');
    await expect(await dialog.findByText('Loading preview…')).toBeVisible();
  },
};

export const NotPreviewable: Story = {
  args: { title: 'Referral letter', files: [letter] },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Referral letter');
    await expect(
      dialog.getByText('Preview not available for this file type. Please use Download.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
  },
};

export const PreviewFailed: Story = {
  beforeEach({ msw }) {
    msw.use(recordFile.serverError());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Chest X-ray, Bir Hospital');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Unable to preview this file. Try downloading instead.',
    );
    await expect(dialog.getByRole('button', { name: 'Open' })).toBeVisible();
  },
};

export const DownloadFailed: Story = {
  args: { title: 'Referral letter', files: [letter] },
  beforeEach({ msw }) {
    msw.use(recordFile.offline());
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Referral letter');
    await userEvent.click(dialog.getByRole('button', { name: 'Download' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Download failed');
  },
};

export const InvalidFile: Story = {
  args: { title: 'Old scan', files: [{ ...xray, url: '' }] },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Old scan');
    await expect(dialog.getByText('Invalid file')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  },
};

export const NoFiles: Story = {
  args: { title: 'Vaccination card', files: [] },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Vaccination card');
    await expect(
      dialog.getByText('No files to download. Preview not available for this file type.'),
    ).toBeVisible();
  },
};

export const SeveralFiles: Story = {
  args: { title: 'Blood tests, March', files: [xray, letter] },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Blood tests, March');
    await expect(dialog.getByText('2 files')).toBeVisible();
    const list = within(dialog.getByRole('list', { name: 'Files in this record' }));
    await expect(list.getByRole('button', { name: 'chest-x-ray.png' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(list.getByRole('button', { name: 'referral-letter.docx' }));
    await waitFor(() =>
      expect(
        dialog.getByText('Preview not available for this file type. Please use Download.'),
      ).toBeVisible(),
    );
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: { title: 'सिटी स्क्यान', files: [letter] },
  play: async () => {
    const dialog = await openedDialog('dialog', 'सिटी स्क्यान');
    await expect(
      dialog.getByText('यो फाइल प्रकारको पूर्वावलोकन उपलब्ध छैन। कृपया डाउनलोड प्रयोग गर्नुहोस्।'),
    ).toBeVisible();
  },
};
