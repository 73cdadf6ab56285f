import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import { toast } from '@ui/toast';
import { sessions } from '@mocks/fixtures/sessions';
import {
  doctorRatingStore,
  doctorRatingsHandlers,
  rateDoctor,
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
    doctorRatingStore.reset();
    toast.dismiss();
    msw.use(...doctorRatingsHandlers());
  },
} satisfies Meta<typeof VisitedDoctors>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Rate Dr. Aarati Joshi' }));
  const dialog = within(await within(document.body).findByRole('dialog'));
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
