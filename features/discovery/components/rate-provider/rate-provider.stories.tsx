import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import * as fixtures from '@mocks/fixtures/provider-ratings';
import { users } from '@mocks/fixtures/auth';
import { sessions, signedIn } from '@mocks/fixtures/sessions';
import {
  myProviderRating,
  providerRatingStore,
  providerRatingsHandlers,
  rateProvider,
} from '@mocks/handlers/provider-ratings';
import { expectToast, fill } from '@mocks/story-helpers';
import { RateProvider } from './rate-provider';

const meta = {
  title: 'Features/Discovery/RateProvider',
  component: RateProvider,
  args: { providerId: fixtures.PROVIDER_ID },
  parameters: { session: sessions.verifiedPatient, visual: { waitFor: 'form' } },
  decorators: [
    (Story) => (
      <main className="p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...providerRatingsHandlers());
  },
} satisfies Meta<typeof RateProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Rate this provider' });
  await canvas.findByRole('button', { name: 'Save rating' });
  return canvas;
};

const stars = (canvas: ReturnType<typeof within>, group: string, name: string) =>
  within(canvas.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

/** A first rating: four stars, one of the hospital's criteria and a comment, saved. */
export const Success: Story = {
  parameters: { visual: { dark: true, waitFor: 'form' } },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(stars(canvas, 'Your rating', '4 stars'));
    await userEvent.click(stars(canvas, 'Facilities', '5 stars'));
    await expect(canvas.queryByRole('radiogroup', { name: 'Vehicle condition' })).toBeNull();
    await fill(canvas.getByRole('textbox', { name: /Comment/ }), 'सफा र छिटो सेवा।');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rating' }));
    await expectToast('Thank you, your rating is saved');
    await expect(providerRatingStore.mine.rating).toMatchObject({
      stars: 4,
      criteria: { facilities: 5 },
      comment: 'सफा र छिटो सेवा।',
    });
  },
};

/** The patient's earlier rating is filled in, to change. */
export const AlreadyRated: Story = {
  beforeEach: () => providerRatingStore.reset(fixtures.alreadyRated),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await canvas.findByRole('radiogroup', { name: 'Facilities' });
    await expect(stars(canvas, 'Your rating', '3 stars')).toBeChecked();
    await expect(stars(canvas, 'Facilities', '4 stars')).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Comment/ })).toHaveValue(
      fixtures.alreadyRated.rating!.comment,
    );
  },
};

/** Saving without choosing stars: the field says why. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save rating' }));
    await expect(await canvas.findByText(errorText('RATING_STARS_INVALID', 'en'))).toBeVisible();
  },
};

const refused = (use: () => ReturnType<typeof rateProvider.notVerified>, text: string): Story => ({
  beforeEach({ msw }) {
    msw.use(use());
  },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(stars(canvas, 'Your rating', '5 stars'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save rating' }));
    await expect(await canvas.findByText(text)).toBeVisible();
  },
});

export const RatingNotVerified: Story = refused(
  rateProvider.notVerified,
  errorText('RATING_NOT_VERIFIED', 'en'),
);
export const ProviderNotRateable: Story = refused(
  rateProvider.notRateable,
  errorText('PROVIDER_NOT_RATEABLE', 'en'),
);
export const Offline: Story = refused(
  rateProvider.offline,
  'Network error. Please check your connection.',
);

/** A patient not yet verified is told to verify first; no form. */
export const NotVerified: Story = {
  // Parameters merge, so `verified: false` is said outright (the meta's patient is verified).
  parameters: {
    session: signedIn(users.patient, { verified: false }),
    visual: { waitFor: 'h2' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verify your account to rate providers.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save rating' })).toBeNull();
  },
};

/** The patient's own rating could not be read: said so, with Retry (the page still shows). */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(myProviderRating.serverError());
  },
  parameters: { visual: { waitFor: 'h2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rate this provider' })).toBeVisible();
    await expect(await canvas.findByText('Your rating could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save rating' })).toBeNull();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'यो सेवा प्रदायकलाई मूल्याङ्कन गर्नुहोस्' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'मूल्याङ्कन सेभ गर्नुहोस्' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'सुविधाहरू' })).toBeVisible();
  },
};
