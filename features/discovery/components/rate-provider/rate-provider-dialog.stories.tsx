import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import * as discovery from '@mocks/fixtures/discovery';
import * as fixtures from '@mocks/fixtures/provider-ratings';
import { users } from '@mocks/fixtures/auth';
import { sessions, signedIn } from '@mocks/fixtures/sessions';
import {
  myProviderRating,
  providerRatingStore,
  providerRatingsHandlers,
  rateProvider,
} from '@mocks/handlers/provider-ratings';
import { expectToast, fill, openedDialog, type Scope } from '@mocks/story-helpers';
import { ProviderCard } from '../provider-card';

const redCross = discovery.providers.ambulances.find((a) => a.name.startsWith('Nepal Red Cross'))!;
const ambulance = { ...redCross, _id: fixtures.PROVIDER_ID, rating: 4.2, ratingCount: 17 };
const samyak = discovery.providers.labs.find((l) => l.name === 'Samyak Diagnostic')!;
const RATE = `Rate ${ambulance.name}`;

/**
 * The Rate action of a directory card (issue 14): a signed-in patient rates a lab,
 * pharmacy or ambulance service where they found it, in a dialog holding the same form as
 * the hospital's page, with the criteria of the provider's kind (an ambulance's vehicle
 * condition and response time). Dialog and form load on the first press.
 */
const meta = {
  title: 'Features/Discovery/RateProviderDialog',
  component: ProviderCard,
  args: { provider: ambulance },
  parameters: { session: sessions.verifiedPatient, visual: { waitFor: '[role="dialog"]' } },
  decorators: [
    (Story) => (
      <ul className="grid max-w-md p-4">
        <Story />
      </ul>
    ),
  ],
  beforeEach({ msw }) {
    providerRatingStore.reset(fixtures.ambulanceNotRated);
    msw.use(...providerRatingsHandlers());
  },
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name = RATE) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return openedDialog('dialog', name);
};
const form = async (canvasElement: HTMLElement) => {
  const dialog = await open(canvasElement);
  await dialog.findByRole('button', { name: 'Save rating' });
  return dialog;
};
const criterion = (dialog: Scope, name: string, stars: string) =>
  within(dialog.getByRole('radiogroup', { name })).getByRole('radio', { name: stars });

/** Stars, the ambulance's criteria and a comment; saved, the dialog closes, focus returns. */
export const Success: Story = {
  parameters: { visual: { dark: true, waitFor: '[role="dialog"]' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('img', { name: /4\.2 out of 5.*17/ })).toBeVisible();
    const dialog = await form(canvasElement);
    for (const name of ['Response time', 'Vehicle condition', 'Medical equipment'])
      await expect(dialog.getByRole('radiogroup', { name })).toBeVisible();
    await expect(dialog.queryByRole('radiogroup', { name: 'Medicine quality' })).toBeNull();
    await userEvent.click(criterion(dialog, 'Your rating', '4 stars'));
    await userEvent.click(criterion(dialog, 'Vehicle condition', '3 stars'));
    await userEvent.click(criterion(dialog, 'Response time', '5 stars'));
    await fill(dialog.getByRole('textbox', { name: /Comment/ }), 'दस मिनेटमै आइपुग्यो।');
    await userEvent.click(dialog.getByRole('button', { name: 'Save rating' }));
    await expectToast('Thank you, your rating is saved');
    await expect(providerRatingStore.mine.rating).toMatchObject({
      stars: 4,
      criteria: { vehicleCondition: 3, responseTime: 5 },
      comment: 'दस मिनेटमै आइपुग्यो।',
    });
    await waitFor(() => expect(card.getByRole('button', { name: RATE })).toHaveFocus());
    // The picture is of the dialog as it was filled in, so open it again.
    await form(canvasElement);
  },
};

/** The patient's earlier rating, criteria included, is filled in to change. */
export const AlreadyRated: Story = {
  beforeEach: () => providerRatingStore.reset(fixtures.ambulanceAlreadyRated),
  play: async ({ canvasElement }) => {
    const dialog = await form(canvasElement);
    await expect(criterion(dialog, 'Your rating', '4 stars')).toBeChecked();
    await expect(criterion(dialog, 'Response time', '5 stars')).toBeChecked();
    await expect(criterion(dialog, 'Vehicle condition', '3 stars')).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /Comment/ })).toHaveValue(
      fixtures.ambulanceAlreadyRated.rating!.comment,
    );
  },
};

/** A lab's card offers the lab's criteria. */
export const Lab: Story = {
  args: { provider: { ...samyak, _id: fixtures.PROVIDER_ID } },
  beforeEach: () => providerRatingStore.reset({ ...fixtures.notRated, kind: 'lab' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Rate Samyak Diagnostic' }),
    );
    const dialog = await openedDialog('dialog', 'Rate Samyak Diagnostic');
    for (const name of ['Accuracy of results', 'Speed of service', 'Facilities', 'Pricing'])
      await expect(await dialog.findByRole('radiogroup', { name })).toBeVisible();
    await expect(dialog.queryByRole('radiogroup', { name: 'Vehicle condition' })).toBeNull();
  },
};

/** Saving without choosing stars: the field says why. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await form(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save rating' }));
    await expect(await dialog.findByText(errorText('RATING_STARS_INVALID', 'en'))).toBeVisible();
  },
};

const refused = (use: () => ReturnType<typeof rateProvider.notVerified>, text: string): Story => ({
  beforeEach({ msw }) {
    msw.use(use());
  },
  play: async ({ canvasElement }) => {
    const dialog = await form(canvasElement);
    await userEvent.click(criterion(dialog, 'Your rating', '5 stars'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save rating' }));
    await expect(await dialog.findByText(text)).toBeVisible();
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
  parameters: { session: signedIn(users.patient, { verified: false }) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByText('Verify your account to rate providers.')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Save rating' })).toBeNull();
  },
};

/** The patient's own rating could not be read: said so, with Retry; no form. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(myProviderRating.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByText('Your rating could not be loaded.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Save rating' })).toBeNull();
  },
};

/** While the patient's rating is on its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(myProviderRating.timeout());
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(await dialog.findByRole('status', { name: 'Loading your rating…' })).toBeVisible();
  },
};

/** A visitor (as on the hospital's page) sees the card without a Rate action. */
export const Visitor: Story = {
  parameters: { session: sessions.anonymous, visual: { waitFor: 'li' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: ambulance.name })).toBeVisible();
    await expect(card.queryByRole('button', { name: /^Rate/ })).toBeNull();
  },
};

/** A doctor does not rate providers: no Rate action either. */
export const Doctor: Story = {
  parameters: { session: sessions.doctor, visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Rate/ })).toBeNull();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const name = `${ambulance.name} लाई मूल्याङ्कन गर्नुहोस्`;
    const dialog = await open(canvasElement, name);
    await expect(
      await dialog.findByRole('radiogroup', { name: 'सवारी साधनको अवस्था' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'मूल्याङ्कन सेभ गर्नुहोस्' })).toBeVisible();
  },
};
