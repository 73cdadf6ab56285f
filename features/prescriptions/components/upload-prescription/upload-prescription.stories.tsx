import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import {
  patientPrescriptionsHandlers,
  patientPrescriptionsStore,
  uploadPrescription,
} from '@mocks/handlers/prescriptions-patient-screens';
import { expectToast, fill, openedDialog, page, type Scope } from '@mocks/story-helpers';
import { UploadPrescription } from './upload-prescription';

const meta = {
  title: 'Prescriptions/UploadPrescription',
  component: UploadPrescription,
  args: { defaultOpen: true },
  parameters: { session: sessions.patient },
  beforeEach({ msw }) {
    msw.use(...patientPrescriptionsHandlers());
  },
} satisfies Meta<typeof UploadPrescription>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'rx-photo.png', {
    type: 'image/png',
  });

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Fills every field (the signature typed, as a keyboard user signs) in `locale`'s labels. */
async function fillForm(dialog: Scope, labels = en) {
  await userEvent.upload(fileInput(), photo());
  await fill(dialog.getByRole('textbox', { name: labels.doctor }), 'Dr. Ramesh Adhikari');
  await fill(dialog.getByRole('textbox', { name: labels.hospital }), 'Dhulikhel Hospital');
  await fill(dialog.getByRole('textbox', { name: labels.diagnosis }), 'Seasonal asthma');
  await fill(dialog.getByRole('textbox', { name: labels.signature }), 'Sita Sharma');
}

const en = {
  title: 'Upload a prescription',
  doctor: /^Doctor name/,
  hospital: /^Hospital or clinic name/,
  diagnosis: /^Diagnosis/,
  signature: 'Type your full name as signature',
  submit: 'Upload',
};

const openForm = () => openedDialog('dialog', en.title);

/** A filled form uploads: the multipart body carries every field, a popup says so, the dialog closes. */
export const Success: Story = {
  play: async () => {
    const dialog = await openForm();
    await fillForm(dialog);
    await fill(dialog.getByRole('textbox', { name: /^Notes/ }), 'From my visit in Dhulikhel');
    await userEvent.click(dialog.getByRole('button', { name: en.submit }));
    await expectToast('Prescription uploaded successfully!');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const sent = patientPrescriptionsStore.lastUpload!;
    await expect(sent.get('doctorName')).toBe('Dr. Ramesh Adhikari');
    await expect(sent.get('hospitalName')).toBe('Dhulikhel Hospital');
    await expect(sent.get('diagnosis')).toBe('Seasonal asthma');
    await expect(sent.get('notes')).toBe('From my visit in Dhulikhel');
    await expect(String(sent.get('signature'))).toMatch(/^data:image\/png;base64,/);
    await expect((sent.get('prescriptionFile') as File).name).toBe('rx-photo.png');
    await expect(patientPrescriptionsStore.uploads[0]?.doctorName).toBe('Dr. Ramesh Adhikari');
  },
};

/** Upload with nothing filled: the file, doctor, hospital and signature each say what is missing. */
export const ValidationError: Story = {
  play: async () => {
    const dialog = await openForm();
    await userEvent.click(dialog.getByRole('button', { name: en.submit }));
    await expect(
      await dialog.findByText('Please choose the prescription file (image or PDF)'),
    ).toBeVisible();
    await expect(dialog.getByText("Please enter the doctor's name")).toBeVisible();
    await expect(dialog.getByText('Please enter the hospital or clinic name')).toBeVisible();
    await expect(dialog.getByText('Please sign in the box')).toBeVisible();
    await expect(patientPrescriptionsStore.lastUpload).toBeUndefined();
    // Focus on the first refused field scrolls the dialog by a varying amount; the picture
    // shows it from its top, as it opened.
    page().getByRole('dialog', { name: en.title }).scrollTop = 0;
  },
};

/** A story where the server refuses a filled form with `text`, shown on its field. */
const refused = (scenario: () => ReturnType<typeof uploadPrescription.success>, text: string) =>
  ({
    beforeEach({ msw }) {
      msw.use(scenario());
    },
    play: async () => {
      const dialog = await openForm();
      await fillForm(dialog);
      await userEvent.click(dialog.getByRole('button', { name: en.submit }));
      await expect(await dialog.findByText(text)).toBeVisible();
      await expect(page().getByRole('dialog', { name: en.title })).toBeVisible();
    },
  }) satisfies Story;

/** The file's bytes are neither an image nor a PDF, whatever its name says. */
export const PrescriptionFileType = refused(
  uploadPrescription.fileType,
  'Please upload an image (JPEG, PNG, WebP) or a PDF',
);
export const FileTooLarge = refused(
  uploadPrescription.fileTooLarge,
  'Each file must be at most 10 MB.',
);
export const PrescriptionFileRequired = refused(
  uploadPrescription.fileRequired,
  'Please choose the prescription file (image or PDF)',
);
export const UploadDoctorNameRequired = refused(
  uploadPrescription.doctorNameRequired,
  "Please enter the doctor's name",
);
export const UploadHospitalRequired = refused(
  uploadPrescription.hospitalRequired,
  'Please enter the hospital or clinic name',
);
export const SignatureRequired = refused(
  uploadPrescription.signatureRequired,
  'Please sign in the box',
);
export const SignatureInvalid = refused(
  uploadPrescription.signatureInvalid,
  'The signature could not be read. Please sign again',
);
export const SignatureTooLarge = refused(
  uploadPrescription.signatureTooLarge,
  'The signature is too large. Please clear it and sign again',
);
export const ServerError = refused(
  uploadPrescription.serverError,
  'Failed to upload prescription. Please try again.',
);
export const Offline = refused(
  uploadPrescription.offline,
  'Failed to upload prescription. Please try again.',
);

/** नेपाली: the form and the success popup in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async () => {
    const dialog = await openedDialog('dialog', 'प्रेस्क्रिप्सन अपलोड गर्नुहोस्');
    await fillForm(dialog, {
      ...en,
      doctor: /^डाक्टरको नाम/,
      hospital: /^अस्पताल वा क्लिनिकको नाम/,
      diagnosis: /^रोग निदान/,
      signature: 'हस्ताक्षरको रूपमा आफ्नो पूरा नाम टाइप गर्नुहोस्',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'अपलोड गर्नुहोस्' }));
    await expectToast('प्रेस्क्रिप्सन सफलतापूर्वक अपलोड भयो!');
  },
};
