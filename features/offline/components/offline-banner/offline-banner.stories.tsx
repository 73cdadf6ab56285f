import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from './offline-banner';

const now = new Date('2026-11-25T10:00:00+05:45');
const threeHoursAgo = new Date(now.getTime() - 3 * 60 * 60 * 1000);

/**
 * The offline banner (ADR 0046): fixed at the foot of every page in the app; here in the
 * page's flow so its picture has a size.
 */
const meta = {
  title: 'Offline/OfflineBanner',
  component: OfflineBanner,
  args: { className: 'static', now, status: { offline: true, updatedAt: threeHoursAgo } },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline with the patient's data kept: how old it is. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You are offline. Showing data last updated 3 hours ago.',
    );
  },
};

/** Offline with nothing kept (a visitor, or a new session): just that. */
export const NothingKept: Story = {
  args: { status: { offline: true, updatedAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You are offline.');
  },
};

/** Online: the live region is there, empty, ready to announce. */
export const Online: Story = {
  args: { status: { offline: false } },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'तपाईं अफलाइन हुनुहुन्छ। ३ घण्टा पहिले अद्यावधिक गरिएको डाटा देखाइँदैछ।',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Offline.play,
};
