import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import { sessions } from '@mocks/fixtures/sessions';
import {
  doctorCanRate,
  doctorRatingsHandlers,
  rateDoctor,
  ratedDoctor,
  visitedDoctors,
} from '@mocks/handlers/doctor-ratings';
import { expectToast, fill } from '@mocks/story-helpers';
import { VisitedDoctors } from './visited-doctors';

const meta = {
  title: 'DoctorRatings/VisitedDoctors',
  component: VisitedDoctors,
  parameters: { session: sessions.verifiedPatient, visual: { waitFor: 'h2' } },
  decorators: [
    (Story) => (
      <main className="p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...doctorRatingsHandlers());
  },
} satisfies Meta<typeof VisitedDoctors>;

export default meta;
type Story = StoryObj<typeof meta>;

const clickRate = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Rate Dr. Aarati Joshi' }));
  return within(await within(document.body).findByRole('dialog'));
};

const openDialog = async (canvasElement: HTMLElement) => {
  const dialog = await clickRate(canvasElement);
  await dialog.findByRole('button', { name: 'Submit rating' });
  return dialog;
};

const overall = (dialog: ReturnType<typeof within>, name: string) =>
  within(dialog.getByRole('radiogroup', { name: 'Overall rating' })).getByRole('radio', { name });

/** Sita rates her visit with Dr. Joshi: stars, one criterion, a comment; the list shows it. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dr. Sabina Adhikari')).toBeVisible();
    await expect(canvas.getByText('You rated 4 of 5')).toBeVisible();
    const dialog = await openDialog(canvasElement);
    // The doctor's public profile, loaded by the dialog.
    await expect(
      await dialog.findByText('Cardiology · MBBS, MD (Cardiology) · Bir Hospital'),
    ).toBeVisible();
    await userEvent.click(overall(dialog, '5 stars'));
    await userEvent.click(
      within(dialog.getByRole('radiogroup', { name: 'Communication' })).getByRole('radio', {
        name: '4 stars',
      }),
    );
    await fill(dialog.getByRole('textbox', { name: 'Additional comments' }), 'धन्यवाद डाक्टर।');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit rating' }));
    await expectToast('Thank you, your rating is saved');
    await expect(await canvas.findByText('You rated 5 of 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Rate Dr. Aarati Joshi' })).toBeNull();
    // The picture is the list under the toast, once the dialog has gone (a busy machine
    // caught it half-closed).
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(visitedDoctors.timeout());
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading visited doctors…' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(visitedDoctors.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No visits yet. Doctors you see will show here after your appointment.',
      ),
    ).toBeVisible();
  },
};

/** 002 §8 'Failed to load visited doctors', with Retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(visitedDoctors.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load visited doctors')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Submitting without stars: the field says why. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit rating' }));
    await expect(await dialog.findByText(errorText('RATING_STARS_INVALID', 'en'))).toBeVisible();
  },
};

const refused = (use: () => ReturnType<typeof rateDoctor.notVisited>, text: string): Story => ({
  beforeEach({ msw }) {
    msw.use(use());
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(overall(dialog, '3 stars'));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit rating' }));
    await expect(await dialog.findByText(text)).toBeVisible();
  },
});

/** 002 §8 on 403: 'You can only rate doctors you have visited or taken an appointment with'. */
export const RatingNotVisited: Story = refused(
  rateDoctor.notVisited,
  errorText('RATING_NOT_VISITED', 'en'),
);
export const DoctorAlreadyRated: Story = refused(
  rateDoctor.alreadyRated,
  errorText('DOCTOR_ALREADY_RATED', 'en'),
);
export const DoctorNotRateable: Story = refused(
  rateDoctor.notRateable,
  errorText('DOCTOR_NOT_RATEABLE', 'en'),
);
/** 002 §8 'Failed to submit rating'. */
export const SubmitFailed: Story = refused(rateDoctor.serverError, 'Failed to submit rating');

/** 002 §8 'Unable to verify rating eligibility': can-rate fails; Retry, and no form. */
export const EligibilityUnverified: Story = {
  beforeEach({ msw }) {
    msw.use(doctorCanRate.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await clickRate(canvasElement);
    await expect(await dialog.findByText('Unable to verify rating eligibility')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Submit rating' })).toBeNull();
  },
};

/**
 * 002 §8 'Failed to load doctor data': the doctor's profile does not load; Retry, and the
 * visit can still be rated.
 */
export const DoctorLoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(ratedDoctor.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText('Failed to load doctor data')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await userEvent.click(overall(dialog, '4 stars'));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit rating' }));
    await expectToast('Thank you, your rating is saved');
  },
};

export const DoctorLoadFailedNepali: Story = {
  ...DoctorLoadFailed,
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Dr. Aarati Joshi लाई मूल्याङ्कन गर्नुहोस्' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByText('डाक्टरको विवरण लोड गर्न सकिएन')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'मूल्याङ्कन पठाउनुहोस्' })).toBeVisible();
  },
};

export const EligibilityUnverifiedNepali: Story = {
  ...EligibilityUnverified,
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Dr. Aarati Joshi लाई मूल्याङ्कन गर्नुहोस्' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByText('मूल्याङ्कन गर्न पाउने नपाउने जाँच गर्न सकिएन')).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'तपाईंले भेट्नुभएका डाक्टरहरू' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dr. Aarati Joshi')).toBeVisible();
  },
};
