import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/patient-profile';
import { sessions } from '@mocks/fixtures/sessions';
import {
  patientProfile,
  patientProfileStore,
  updatePatientProfile,
} from '@mocks/handlers/patient-profile';
import { expectNoSidewaysScroll, expectToast, phone360 } from '@mocks/story-helpers';
import { PatientProfileView } from './patient-profile';

const meta = {
  title: 'Features/PatientProfile/PatientProfileView',
  component: PatientProfileView,
  parameters: {
    layout: 'fullscreen',
    session: sessions.patient,
    router: { initialEntries: ['/portal/user?tab=profile'] },
  },
  decorators: [
    (Story) => (
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 md:px-8">
        <h1 className="text-2xl font-semibold text-foreground">Profile</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PatientProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'My profile', level: 2 });

/** Sita's profile: the Verified Account badge and the three cards. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verified Account')).toBeVisible();
    for (const name of ['Personal information', 'Contact information', 'Medical information'])
      await expect(canvas.getByRole('heading', { name, level: 3 })).toBeVisible();
    await expect(canvas.getByText('B+')).toBeVisible();
    await expect(canvas.getByText('Penicillin')).toBeVisible();
    await expect(canvas.getByText('Hypertension')).toBeVisible();
    await expect(canvas.getByText('Baneshwor-10, Kathmandu')).toBeVisible();
  },
};

/** A patient not yet verified, with nothing filled in. */
export const VerificationPending: Story = {
  beforeEach: () => patientProfileStore.reset({ profile: fixtures.pendingProfile }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Verification Pending')).toBeVisible();
    await expect(canvas.getAllByText('Not given').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(patientProfile.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your profile…'),
    ).toBeInTheDocument();
  },
};

/** 002 §8: "Failed to load user data" with Retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(patientProfile.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load user data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Editing, then saving: the tags are trimmed and the cards show the change. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
    const allergies = canvas.getByRole('textbox', { name: /Allergies/ });
    await userEvent.type(allergies, '  Ibuprofen {enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Ibuprofen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectToast('Profile saved.');
    await waitFor(() => expect(canvas.getByText('Ibuprofen')).toBeVisible());
  },
};

/** 002 §5: name, email and phone are required. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Full name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByText('Name, Email and Phone are required fields'),
    ).toBeVisible();
  },
};

/** Another account already has the email: the catalogue text on the field. */
export const EmailExists: Story = {
  beforeEach({ msw }) {
    msw.use(updatePatientProfile.emailExists());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit profile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};

/** 002 §5: a picture that is not JPEG, PNG or WebP is refused before it is sent. */
export const PictureWrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText('Please upload a valid image file (JPEG, PNG, WebP)'),
    ).toBeVisible();
  },
};

/** 002 §5: a picture over 5 MB is refused before it is sent. */
export const PictureTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(await canvas.findByText('Image file size must be less than 5MB')).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'मेरो प्रोफाइल' })).toBeVisible();
    await expect(canvas.getByText('प्रमाणित खाता')).toBeVisible();
    await expect(canvas.getByText('३४')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByText('Verified Account')).toBeVisible();
  },
};

export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
