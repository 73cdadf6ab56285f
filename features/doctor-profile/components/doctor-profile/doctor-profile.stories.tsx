import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pendingProfile } from '@mocks/fixtures/doctor-profile';
import { sessions } from '@mocks/fixtures/sessions';
import {
  doctorProfile,
  doctorProfileStore,
  updateDoctorProfilePicture,
  updateDoctorProfileSection,
} from '@mocks/handlers/doctor-profile';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  fill,
  openTab,
  page,
  phone360,
} from '@mocks/story-helpers';
import { DoctorProfile } from './doctor-profile';

/** The doctor portal's Profile tab (001 §2.12): preview, editing, each rule's text, failures. */

const meta = {
  title: 'DoctorProfile/DoctorProfile',
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
      updateDoctorProfilePicture.success(),
    );
  },
} satisfies Meta<typeof DoctorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile has loaded: its tabs are there. */
const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tab', { name: 'Basic Info' });
const edit = async (canvasElement: HTMLElement) => {
  await heading(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Profile' }));
};
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));

/** The saved profile, read-only, with its twelve tabs; Preview opens the patient's view. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Basic Info',
      'NMC Verification',
      'Education',
      'Experience',
      'Research',
      'Achievements',
      'Bio',
      'Social Media',
      'Schedule',
      'Medical Records',
      'Prescriptions',
      'Emergency History',
    ]);
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Aarati Joshi');
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview Profile' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Profile preview' }));
    await waitFor(() => expect(dialog.getByText('Dr. Aarati Joshi')).toBeVisible());
    await expect(dialog.getByText('12 years of experience')).toBeVisible();
    await expect(dialog.getByText('Verified')).toBeVisible();
    await expect(
      dialog.getByText('Consultant Cardiologist, Norvic International Hospital'),
    ).toBeVisible();
    await expect(dialog.getByText('Nepali, English, Maithili, Hindi')).toBeVisible();
  },
};

/** Editing the bio: the counter, a language added once, then saved back to the view. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await edit(canvasElement);
    await openTab(canvasElement, 'Bio');
    await expect(canvas.getByText(/characters$/)).toBeVisible();
    const language = canvas.getByRole('textbox', { name: 'Add a language' });
    await fill(language, 'Newari');
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    await fill(language, 'newari');
    await userEvent.click(canvas.getByRole('button', { name: 'Add language' }));
    await expect(canvas.getAllByText('Newari')).toHaveLength(1);
    await save(canvasElement);
    await expectToast('Bio saved');
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(doctorProfileStore.profile.languages).toContain('Newari');
  },
};

/** Age outside 22–80 is refused on its field, with the rule's words (001 §5). */
export const AgeOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await edit(canvasElement);
    const age = canvas.getByRole('spinbutton', { name: 'Age' });
    await userEvent.clear(age);
    await userEvent.type(age, '19');
    await save(canvasElement);
    await expect(await canvas.findByText('Age must be between 22 and 80')).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A working place needs a hospital and a position; research a title and a year. */
export const ListRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await edit(canvasElement);
    await openTab(canvasElement, 'Experience');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Current working places' }));
    await fill(canvas.getAllByRole('textbox', { name: /Department/ }).at(-1)!, 'Cardiology');
    await save(canvasElement);
    await expect(
      (await canvas.findAllByText('Work experience needs a hospital name and a position'))[0],
    ).toBeVisible();
  },
};

/** The server fails: the banner names the section and asks to try again. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(updateDoctorProfileSection.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await edit(canvasElement);
    await openTab(canvasElement, 'Social Media');
    await save(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to save Social Media. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(doctorProfile.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(canvas.getByText('Loading...')).toBeInTheDocument();
  },
};

/** The profile did not load: the banner text and Retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(doctorProfile.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load profile data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** An account that is not a doctor's (001 §1, §8). */
export const NotADoctor: Story = {
  beforeEach({ msw }) {
    msw.use(doctorProfile.notADoctor());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('User is not a doctor')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** A doctor still pending verification, in Nepali: the NMC tab says so. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  beforeEach() {
    doctorProfileStore.reset(pendingProfile);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'आधारभूत विवरण' });
    await openTab(canvasElement, 'NMC प्रमाणीकरण');
    await expect(canvas.getByText('प्रमाणीकरण बाँकी')).toBeVisible();
  },
};

/** The dark theme, editing the education lists. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await edit(canvasElement);
    await openTab(canvasElement, 'Education');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add Fellowships' }),
    ).toBeVisible();
  },
};

/** A 360 px phone: the tabs wrap, nothing scrolls sideways. */
export const Phone: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    await heading(canvasElement);
    await waitFor(() => expectNoSidewaysScroll(canvasElement));
  },
};
