import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { publicSettings } from '@mocks/fixtures/system';
import { getFeed } from '@mocks/handlers/feed';
import { getPublicSettings } from '@mocks/handlers/system';
import HomePage from './home-page';

/** A small stand-in for the settings' QR image (a data URL: no request leaves the story). */
const qrUrl = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 7 7'><rect width='7' height='7' fill='#fff'/><path d='M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0z' fill='#000'/></svg>",
)}`;

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', msw: [getFeed.success()] },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing view inside the page's main landmark, with the latest posts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: 'A ray of hope in healthcare' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Find Doctors' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    const region = main.getByRole('region', { name: 'From the health feed' });
    // The posts load when a visitor comes near them.
    region.scrollIntoView();
    const feed = within(region);
    await expect(await feed.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(main.queryByRole('region', { name: 'Support Ujyalo' })).toBeNull();
  },
};

/** The public settings carry a donation QR: the landing shows it. */
export const WithDonationQr: Story = {
  parameters: {
    msw: [
      getFeed.success(),
      getPublicSettings.success({ ...publicSettings, buyMeCoffee: { qrUrl } }),
    ],
  },
  play: async ({ canvasElement }) => {
    const donation = within(
      await within(canvasElement).findByRole('region', { name: 'Support Ujyalo' }),
    );
    await expect(
      donation.getByRole('img', { name: 'QR code for a donation to Ujyalo Health' }),
    ).toHaveAttribute('src', qrUrl);
    await expect(donation.getByText('Thank you for helping us keep the light on.')).toBeVisible();
  },
};

/** Until the feed issue lands, the app has no feed endpoint: the teaser's empty state. */
export const FeedUnavailable: Story = {
  parameters: { msw: [getFeed.serverError()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('region', { name: 'From the health feed' }).scrollIntoView();
    await expect(await canvas.findByRole('heading', { name: 'No health posts yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit the health feed' })).toHaveAttribute(
      'href',
      '/health-feed',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(canvasElement.querySelectorAll('time')).toHaveLength(3));
    await expect(main.getAllByRole('heading', { level: 3 })).toHaveLength(11);
    await expect(canvasElement.querySelector('#services a')).toHaveAttribute('href', '/auth/login');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
