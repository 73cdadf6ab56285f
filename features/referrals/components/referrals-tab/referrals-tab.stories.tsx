import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { expectToast } from '@mocks/story-helpers';
import {
  careColleagues,
  createReferral,
  referralStatus,
  referrals,
} from '@mocks/handlers/referrals';
import { ReferralsTab } from './referrals-tab';

/** The doctor's Referrals tab (001 §2.5, ADR 0039). */
const meta = {
  title: 'Referrals/ReferralsTab',
  component: ReferralsTab,
  parameters: { session: sessions.appointmentsDoctor },
  beforeEach({ msw }) {
    msw.use(
      referrals.success(),
      createReferral.success(),
      referralStatus.success(),
      careColleagues.success(),
    );
  },
} satisfies Meta<typeof ReferralsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nirmala Rai')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Outgoing/ })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Pending/ })).toBeVisible();
    await expect(await canvas.findByText('Dr. Sabina Adhikari', { selector: 'p' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(referrals.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No referrals here')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(referrals.timeout());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading referrals…')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(referrals.serverError());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load referrals')).toBeVisible();
  },
};

/** Decline an incoming pending referral: the reason starts as "Not available". */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /Pending/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('textbox')).toHaveValue('Not available');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expectToast('Referral declined.');
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('तपाईंले सहकर्मीकहाँ पठाएका र उहाँहरूले तपाईंकहाँ पठाएका बिरामीहरू।'),
    ).toBeVisible();
    // The portal's h1 names the tab; the tab does not say it again.
    await expect(canvas.queryByRole('heading', { name: 'रेफरलहरू' })).toBeNull();
    await expect(await canvas.findByRole('tab', { name: /पठाइएका/ })).toBeVisible();
    // The list itself, before its picture is taken.
    await expect(await canvas.findByText('Nirmala Rai')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nirmala Rai')).toBeVisible();
  },
};
