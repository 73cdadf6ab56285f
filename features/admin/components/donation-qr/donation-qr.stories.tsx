import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import * as fixtures from '@mocks/fixtures/admin-donation';
import { donationSettings, donationStore, uploadDonationQr } from '@mocks/handlers/admin-donation';
import { expectToast } from '@mocks/story-helpers';
import { DonationQr } from './donation-qr';

/**
 * The admin portal's Buy Me a Coffee tab (002 §2, §5): the current QR or an empty state,
 * a file picker for one PNG, JPG or WEBP image, and the upload with its states.
 */
const meta = {
  title: 'Admin/DonationQr',
  component: DonationQr,
  parameters: { session: sessions.admin },
  beforeEach({ msw }) {
    msw.use(donationSettings.success(), uploadDonationQr.success());
  },
} satisfies Meta<typeof DonationQr>;

export default meta;
type Story = StoryObj<typeof meta>;

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'esewa-qr.png') => new File([PNG_BYTES], name, { type: 'image/png' });
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
/** The alert that holds `text` (the file picker keeps an alert region of its own). */
async function alertWith(canvasElement: HTMLElement, text: string | RegExp) {
  const alert = (await within(canvasElement).findByText(text)).closest<HTMLElement>(
    '[role="alert"]',
  );
  await expect(alert).not.toBeNull();
  return alert!;
}
const uploadButton = (canvasElement: HTMLElement, name: string | RegExp = 'Upload QR') =>
  within(canvasElement).findByRole('button', { name });

/** The QR the public site shows, the picker with the recommended size, and Upload QR. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Buy Me a Coffee QR code' }),
    ).toHaveAttribute('src', fixtures.currentQrUrl);
    await expect(canvas.getByRole('heading', { name: 'Buy Me a Coffee' })).toBeVisible();
    await expect(
      canvas.getByText('PNG, JPG or WEBP, up to 2 MB. Recommended size: 300x300 pixels.'),
    ).toBeVisible();
    await expect(await uploadButton(canvasElement)).toBeEnabled();
  },
};

/** Choosing a PNG and uploading it: uploading, then the success text, and the new QR shows. */
export const Uploaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Choose a PNG', async () => {
      await userEvent.upload(fileInput(canvasElement), png());
      await expect(await canvas.findByText('esewa-qr.png')).toBeVisible();
    });
    await step('Upload it: the button says it is uploading', async () => {
      await userEvent.click(await uploadButton(canvasElement));
      await expect(await uploadButton(canvasElement, 'Uploading…')).toBeDisabled();
    });
    await step('See it uploaded, and the new QR in place of the old', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent('QR image uploaded successfully.'),
      );
      await expectToast('QR image uploaded successfully.');
      await waitFor(() =>
        expect(canvas.getByRole('img', { name: 'Buy Me a Coffee QR code' })).toHaveAttribute(
          'src',
          donationStore.qrUrl!,
        ),
      );
      await expect(donationStore.qrUrl).toMatch(/^blob:/);
    });
  },
};

/** No QR yet: the empty state says what to do. */
export const Empty: Story = {
  beforeEach: () => donationStore.reset(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No QR code yet' })).toBeVisible();
    await expect(
      canvas.getByText('Upload a QR image and the public site will show it.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Buy Me a Coffee QR code' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(donationSettings.timeout());
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** 002 §5: Upload with no file chosen. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await uploadButton(canvasElement));
    await expect(await alertWith(canvasElement, 'Select a QR image to upload.')).toBeVisible();
  },
};

/** A file that is not an image is refused in the picker, before any upload. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.7'], 'qr.pdf', { type: 'application/pdf' }),
    );
    await expect(
      await within(canvasElement).findByText('Please select a PNG, JPG, or WEBP image.'),
    ).toBeVisible();
  },
};

/** DONATION_QR_TYPE: the server read the bytes and they are not an image. */
export const DonationQrType: Story = {
  beforeEach({ msw }) {
    msw.use(uploadDonationQr.invalidType());
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png('renamed.png'));
    await userEvent.click(await uploadButton(canvasElement));
    await expect(
      await alertWith(canvasElement, 'Please select a PNG, JPG, or WEBP image.'),
    ).toBeVisible();
    await expect(await uploadButton(canvasElement)).toBeEnabled();
  },
};

/** DONATION_QR_REQUIRED: the server got no file. */
export const DonationQrRequired: Story = {
  beforeEach({ msw }) {
    msw.use(uploadDonationQr.missing());
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(await uploadButton(canvasElement));
    await expect(await alertWith(canvasElement, 'Select a QR image to upload.')).toBeVisible();
  },
};

/** FILE_TOO_LARGE: over the limit (2 MB, or the admin's smaller upload limit). */
export const TooLarge: Story = {
  beforeEach({ msw }) {
    msw.use(uploadDonationQr.tooLarge());
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(await uploadButton(canvasElement));
    await expect(await alertWith(canvasElement, 'Each file must be at most 2 MB.')).toBeVisible();
  },
};

/** The upload fails on the server: said plainly, and the button is back. */
export const UploadServerError: Story = {
  beforeEach({ msw }) {
    msw.use(uploadDonationQr.serverError());
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(await uploadButton(canvasElement));
    await expect(
      await alertWith(canvasElement, 'The QR image could not be uploaded. Please try again.'),
    ).toBeVisible();
    await expect(await uploadButton(canvasElement)).toBeEnabled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(donationSettings.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await alertWith(canvasElement, 'The current QR code could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(uploadDonationQr.offline());
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(await uploadButton(canvasElement));
    await expect(await alertWith(canvasElement, /Network error/)).toBeVisible();
  },
};

/** Signed in as someone other than an admin: Access Denied, and no upload. */
export const Forbidden: Story = {
  parameters: { session: sessions.doctor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      canvas.getByText('Only administrators can manage Buy Me a Coffee settings.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload QR' })).toBeNull();
  },
};

/** The server refuses the upload (the session ended as an admin elsewhere). */
export const UploadForbidden: Story = {
  beforeEach({ msw }) {
    msw.use(uploadDonationQr.forbidden());
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(await uploadButton(canvasElement));
    await expect(
      await alertWith(canvasElement, 'You are not authorized to access this resource.'),
    ).toBeVisible();
  },
};

/** नेपाली: the tab in Nepali, and the server's type refusal in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(uploadDonationQr.invalidType());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'बाइ मी अ कफी QR कोड' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(await uploadButton(canvasElement, 'QR अपलोड गर्नुहोस्'));
    await expect(
      await alertWith(canvasElement, 'कृपया PNG, JPG वा WEBP तस्बिर छान्नुहोस्।'),
    ).toBeVisible();
  },
};

export const NepaliAccessDenied: Story = {
  globals: { locale: 'ne' },
  parameters: { session: sessions.patient },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'पहुँच अस्वीकृत' }),
    ).toBeVisible();
  },
};

/** The dark theme (axe checks contrast). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Buy Me a Coffee QR code' }),
    ).toBeVisible();
  },
};
