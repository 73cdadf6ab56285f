import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { applyPatientVerification } from '@mocks/handlers/verification-apply';
import { choose, expectToast, fill, type Scope } from '@mocks/story-helpers';
import {
  file,
  freshApplication,
  offlineStory,
  startIn as start,
} from '../../verification-stories.mock';
import { PatientIdentityVerification } from './patient-identity-verification';

const meta = {
  title: 'Verification/PatientIdentityVerification',
  component: PatientIdentityVerification,
  parameters: { session: sessions.patient },
  beforeEach: freshApplication('patient'),
} satisfies Meta<typeof PatientIdentityVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

const INVALID = 'Please fill all fields and upload a valid image (JPG, PNG, WEBP, max 5MB).';
const image = (name: string, bytes = 2048) => file(name, 'image/jpeg', bytes);
const startIn = start.patient;

async function fillForm(canvas: Scope, file = image('citizenship-front.jpg')) {
  await canvas.findByRole('button', { name: 'Submit for verification' });
  await choose(canvas, 'Document type (required)', 'Citizenship');
  await fill(canvas.getByRole('textbox', { name: 'Document number (required)' }), '05-02-73-11842');
  await userEvent.upload(canvas.getByLabelText(/^Photo of the document/), file);
}
const submit = (canvas: Scope) =>
  userEvent.click(canvas.getByRole('button', { name: 'Submit for verification' }));

/** Not applied yet: the form; sending it shows the application waiting for review. */
export const NotApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not submitted')).toBeVisible();
    await fillForm(canvas);
    await submit(canvas);
    await expectToast('Submitted. Your identity will be reviewed within 24-48 hours.');
    await expect(await canvas.findByText('Waiting for review')).toBeVisible();
    await expect(
      canvas.getByText(/Your Citizenship \(05-02-73-11842\) was submitted/),
    ).toBeVisible();
  },
};

export const Pending: Story = {
  beforeEach: startIn('pending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for review')).toBeVisible();
    await expect(canvas.getByText(/Review takes 24-48 hours/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit for verification' })).toBeNull();
  },
};

export const InReview: Story = {
  beforeEach: startIn('inReview'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/An admin started reviewing your Citizenship/),
    ).toBeVisible();
    await expect(canvas.getAllByText('In review').length).toBeGreaterThan(0);
  },
};

/** Rejected with the admin's remarks: the reason, and the form to apply again. */
export const Rejected: Story = {
  beforeEach: startIn('rejected'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your verification was rejected')).toBeVisible();
    await expect(
      canvas.getByText(
        'Reason: The photo of the citizenship card is blurred; please upload a sharper one.',
      ),
    ).toBeVisible();
    await fillForm(canvas, image('citizenship-sharp.jpg'));
    await submit(canvas);
    await expect(await canvas.findByText('Waiting for review')).toBeVisible();
  },
};

export const Verified: Story = {
  beforeEach: startIn('verified'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Identity verified')).toBeVisible();
    await expect(
      canvas.getByText('Your Citizenship (05-02-73-11842) is verified. You can book appointments.'),
    ).toBeVisible();
  },
};

/** Sent empty: each field says what it needs, with the form's text for the image. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Submit for verification' });
    await submit(canvas);
    // The type's and the image's own fields both say it.
    await waitFor(() => expect(canvas.getAllByText(INVALID).length).toBeGreaterThanOrEqual(2));
    await expect(
      canvas.getByRole('textbox', { name: 'Document number (required)' }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An image over 5 MB is refused where it is chosen. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Not submitted');
    await userEvent.upload(
      canvas.getByLabelText(/^Photo of the document/),
      image('citizenship-scan.jpg', 5 * 1024 * 1024 + 1),
    );
    await expect(
      await canvas.findByText(new RegExp(INVALID.replace(/[().]/g, '\\$&'))),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(applyPatientVerification.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await submit(canvas);
    await expect(
      await canvas.findByText('Could not submit your verification. Please try again.'),
    ).toBeVisible();
  },
};

export const Offline: Story = offlineStory;

export const Nepali: Story = {
  globals: { locale: 'ne' },
  beforeEach: startIn('rejected'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'परिचय प्रमाणीकरण' })).toBeVisible();
    await expect(await canvas.findByText('तपाईंको प्रमाणीकरण अस्वीकृत भयो')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: startIn('pending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for review')).toBeVisible();
  },
};
