import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import {
  doctorProfile,
  doctorProfileDocument,
  doctorProfileStore,
  updateDoctorProfileSection,
  uploadDoctorProfileDocument,
} from '@mocks/handlers/doctor-profile';
import { expectToast, openTab, page } from '@mocks/story-helpers';
import { DoctorProfile } from './doctor-profile';

/**
 * The profile editor's certificates and documents (001 §2.12, §3, §5, §8): each entry's
 * attach control, uploads refused or failed, and the preview's links.
 */

const meta = {
  title: 'DoctorProfile/ProfileDocuments',
  component: DoctorProfile,
  parameters: { session: sessions.appointmentsDoctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-5xl">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      doctorProfile.success(),
      updateDoctorProfileSection.success(),
      uploadDoctorProfileDocument.success(),
      doctorProfileDocument.success(),
    );
  },
} satisfies Meta<typeof DoctorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string, type: string) => new File([new Uint8Array(2048)], name, { type });

/** Editing the Education tab; answers the first empty certificate drop zone (post graduation). */
async function educationDropZone(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('tab', { name: 'Basic Info' });
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
  await openTab(canvasElement, 'Education');
  return canvas.getAllByLabelText(/^Certificate/)[0]!;
}

/** The seeded certificates open from the entries; a new one attaches and is saved. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Basic Info' });
    await userEvent.click(canvas.getByRole('button', { name: 'Preview Profile' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Profile preview' }));
    await waitFor(() =>
      expect(
        dialog.getByRole('button', { name: 'Open MBBS-degree-certificate-IOM-2008.pdf' }),
      ).toBeVisible(),
    );
    await expect(
      dialog.getByText('Only you and the admins who review your profile can open these.'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());

    const drop = await educationDropZone(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Open MBBS-degree-certificate-IOM-2008.pdf' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('PDF, JPG, JPEG or PNG, up to 5 MB')[0]).toBeVisible();
    await userEvent.upload(drop, file('MD-certificate-BPKIHS.jpg', 'image/jpeg'));
    await expect(
      await canvas.findByRole('button', { name: 'Open MD-certificate-BPKIHS.jpg' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Education saved');
    await waitFor(() =>
      expect(doctorProfileStore.profile.postGraduation[0]?.certificate?.name).toBe(
        'MD-certificate-BPKIHS.jpg',
      ),
    );
  },
};

/** The server refuses the file's bytes: the upload failed, and why (the kind's types). */
export const CertificateType: Story = {
  beforeEach({ msw }) {
    msw.use(uploadDoctorProfileDocument.certificateType());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      await educationDropZone(canvasElement),
      file('scan.pdf', 'application/pdf'),
    );
    const alert = await canvas.findByText('Document upload failed');
    await expect(alert.parentElement).toHaveTextContent(
      'Document upload failed Certificates must be PDF, JPG, JPEG or PNG files',
    );
  },
};

/** The server fails: "Document upload failed" and "Please try again." (001 §8). */
export const UploadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(uploadDoctorProfileDocument.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await educationDropZone(canvasElement), file('md.png', 'image/png'));
    const alert = await canvas.findByText('Document upload failed');
    await expect(alert.parentElement).toHaveTextContent('Document upload failed Please try again.');
    await expect(canvas.queryByRole('button', { name: /^Open md\.png/ })).toBeNull();
  },
};

/** In Nepali: the education tab's certificates, read-only. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'आधारभूत विवरण' });
    await openTab(canvasElement, 'शिक्षा');
    await expect(
      canvas.getByRole('button', { name: 'MBBS-degree-certificate-IOM-2008.pdf खोल्नुहोस्' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText('प्रमाणपत्र').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('कुनै फाइल संलग्न छैन').length).toBeGreaterThan(0);
  },
};
