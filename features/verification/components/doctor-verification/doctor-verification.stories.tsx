import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { applyDoctorVerification, myVerification } from '@mocks/handlers/verification-apply';
import { expectToast, fill, type Scope } from '@mocks/story-helpers';
import {
  file,
  freshApplication,
  offlineStory,
  startIn as start,
} from '../../verification-stories.mock';
import { DoctorVerification } from './doctor-verification';

const meta = {
  title: 'Verification/DoctorVerification',
  component: DoctorVerification,
  parameters: { session: sessions.doctor },
  beforeEach: freshApplication('doctor'),
} satisfies Meta<typeof DoctorVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

const startIn = start.doctor;

async function fillNmc(canvas: Scope) {
  await fill(await canvas.findByRole('textbox', { name: 'NMC number (required)' }), '21843');
  await fill(
    canvas.getByRole('textbox', { name: 'Full name (as registered) (required)' }),
    'Dr. Aarati Joshi',
  );
  await fill(canvas.getByRole('textbox', { name: 'Citizenship number' }), '27-01-70-03318');
  await userEvent.upload(
    canvas.getByLabelText(/^Citizenship file/),
    file('citizenship.jpg', 'image/jpeg'),
  );
}
const submit = (canvas: Scope) =>
  userEvent.click(canvas.getByRole('button', { name: 'Submit verification' }));

/** Not applied: identity and NMC steps; sent with the certificate it waits for review. */
export const NotApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNmc(canvas);
    await userEvent.upload(
      canvas.getByLabelText(/^NMC certificate/),
      file('nmc-certificate.pdf', 'application/pdf'),
    );
    await submit(canvas);
    await expectToast('Submitted. Your verification will be reviewed within 24-48 hours.');
    await expect(await canvas.findByText('Verifying NMC number...')).toBeVisible();
    await expect(canvas.getByText('NMC-21843')).toBeVisible();
    await expect(canvas.getByText(/nmc-certificate\.pdf/)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(myVerification.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your verification')).toBeInTheDocument();
  },
};

export const Pending: Story = {
  beforeEach: startIn('pending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verifying NMC number...')).toBeVisible();
    await expect(canvas.getByText(/It waits for an admin/)).toBeVisible();
    // Read-only while it is reviewed: no form.
    await expect(canvas.queryByRole('button', { name: 'Submit verification' })).toBeNull();
  },
};

export const InReview: Story = {
  beforeEach: startIn('inReview'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/In review: an admin opened your application/),
    ).toBeVisible();
    await expect(canvas.getByText('Verifying NMC number...')).toBeVisible();
  },
};

/** Rejected with the admin's remarks; the form comes back with the number filled in. */
export const Rejected: Story = {
  beforeEach: startIn('rejected'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to verify NMC number. Please check and try again.'),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Reason: The NMC certificate is cut off at the bottom; please upload the whole page.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'NMC number (required)' })).toHaveValue(
      'NMC-21843',
    );
  },
};

/** Verified: read-only, and the mark links to the NMC's public register for the number. */
export const Verified: Story = {
  beforeEach: startIn('verified'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('NMC number verified successfully!')).toBeVisible();
    const link = canvas.getByRole('link', { name: /Check NMC-21843 on the NMC public register/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://nmc.org.np/searchPractitioner?nmc_no=21843',
    );
    await expect(canvas.queryByRole('textbox', { name: 'NMC number (required)' })).toBeNull();
  },
};

/** Sent empty: the number and name are required, and the certificate (or a manual request). */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'NMC number (required)' });
    await submit(canvas);
    await waitFor(() => expect(canvas.getByText('Please enter your NMC number')).toBeVisible());
    await expect(
      canvas.getByText(
        'Please upload your NMC certificate, or request manual verification with a link to your NMC record.',
      ),
    ).toBeVisible();
    // The manual request waits for a link.
    await expect(
      canvas.getByRole('button', { name: 'Request manual verification' }),
    ).toBeDisabled();
  },
};

/** A document over 10 MB is refused where it is chosen. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'NMC number (required)' });
    await userEvent.upload(
      canvas.getByLabelText(/^NMC certificate/),
      file('nmc-certificate-scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1),
    );
    await expect(
      await canvas.findByText(/Document file size must be less than 10MB/),
    ).toBeVisible();
  },
};

/** No certificate at hand: the link to the NMC record makes a manual request. */
export const ManualRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNmc(canvas);
    const request = canvas.getByRole('button', { name: 'Request manual verification' });
    await expect(request).toBeDisabled();
    await fill(
      canvas.getByRole('textbox', { name: /^Link to your NMC record/ }),
      'https://nmc.org.np/searchPractitioner?nmc_no=21843',
    );
    await userEvent.click(request);
    await expect(await canvas.findByText('Manual verification requested')).toBeVisible();
    await expect(
      canvas.getByText('https://nmc.org.np/searchPractitioner?nmc_no=21843'),
    ).toBeVisible();
  },
};

export const NmcNumberTaken: Story = {
  beforeEach({ msw }) {
    msw.use(applyDoctorVerification.nmcNumberTaken());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNmc(canvas);
    await userEvent.upload(
      canvas.getByLabelText(/^NMC certificate/),
      file('nmc-certificate.pdf', 'application/pdf'),
    );
    await submit(canvas);
    await expect(
      await canvas.findByText('This NMC number belongs to another verified doctor.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(applyDoctorVerification.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNmc(canvas);
    await userEvent.upload(
      canvas.getByLabelText(/^NMC certificate/),
      file('nmc-certificate.pdf', 'application/pdf'),
    );
    await submit(canvas);
    await expect(
      await canvas.findByText('Verification could not be submitted. Please try again.'),
    ).toBeVisible();
  },
};

export const Offline: Story = offlineStory;

export const Nepali: Story = {
  globals: { locale: 'ne' },
  beforeEach: startIn('verified'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('NMC नम्बर सफलतापूर्वक प्रमाणित भयो!')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: startIn('inReview'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verifying NMC number...')).toBeVisible();
  },
};
