import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { paths } from '@contract/paths';
import { feedPage } from '@mocks/fixtures/feed';
import { getFeed } from '@mocks/handlers/feed';
import { api, ok } from '@mocks/respond';
import { expectHero } from '../../landing.mock';
import { LandingPage } from './landing-page';

/** The fixtures' "now": the day after the newest post. */
const now = new Date('2026-01-15T06:00:00.000Z');

/** A small stand-in for the settings' QR image (a data URL: no request leaves the story). */
const qrUrl = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 7 7' shape-rendering='crispEdges'><rect width='7' height='7' fill='#fff'/><path d='M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 5h1v2H6zM4 6h1v1H4z' fill='#000'/></svg>",
)}`;

const meta = {
  title: 'Features/Landing/LandingPage',
  component: LandingPage,
  args: { now, donationQrUrl: null },
  parameters: { layout: 'fullscreen', msw: [getFeed.success()] },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const services = [
  'Find Doctors',
  'Find Hospitals',
  'Order Medicine',
  'Find Labs',
  'Find Ambulance',
];

/** Everything of 000 §1 except the feed teaser's content, which each story checks itself. */
async function expectPageFrame(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectHero(canvasElement);

  // The services: five tiles, each asking to log in and leading to login; /services lands here.
  const servicesRegion = canvas.getByRole('region', { name: 'Our Services' });
  await expect(servicesRegion).toHaveAttribute('id', 'services');
  const tiles = within(servicesRegion).getAllByRole('link');
  await expect(tiles.map((link) => link.textContent)).toEqual(services);
  for (const tile of tiles) {
    await expect(tile).toHaveAttribute('href', '/auth/login');
    await expect(tile).toHaveAccessibleDescription(/Log in to continue$/);
  }
  await expect(within(servicesRegion).getAllByText('Log in to continue')).toHaveLength(5);

  const about = within(canvas.getByRole('region', { name: 'About Ujyalo Health' }));
  await expect(about.getByText(/Ujyalo means light\. We want to be a ray of hope/)).toBeVisible();
  await expect(about.getByRole('link', { name: 'More about us' })).toHaveAttribute(
    'href',
    '/about',
  );

  const steps = within(canvas.getByRole('region', { name: 'How it works' })).getAllByRole(
    'listitem',
  );
  await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
    'Register',
    'Find services',
    'Connect',
  ]);

  // The app stores are not open yet: reachable, announced as unavailable and coming soon.
  const apps = within(canvas.getByRole('region', { name: 'Take Ujyalo with you' }));
  for (const name of ['App Store', 'Google Play']) {
    const button = apps.getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Coming soon');
  }
  await expect(apps.getByText('Coming soon')).toBeVisible();
}

/** The feed teaser, scrolled to: its posts load only when a visitor comes near it. */
function feedRegion(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: 'From the health feed' });
  region.scrollIntoView();
  return within(region);
}

async function expectPosts(canvasElement: HTMLElement) {
  const feed = feedRegion(canvasElement);
  const titles = [
    'Enjoying Maghe Sankranti sweets with diabetes',
    'Winter smog in Kathmandu: protecting your lungs',
    'Free heart check-up camp in Pokhara this Saturday',
  ];
  const headings = await feed.findAllByRole('heading', { level: 3 });
  await expect(headings.map((h) => h.textContent)).toEqual(titles);
  for (const title of titles)
    await expect(feed.getByRole('link', { name: title })).toHaveAttribute('href', '/health-feed');
  await expect(feed.getByText('By Dr. Anil Koirala')).toBeVisible();
  await expect(feed.getByText('20 hours ago')).toBeVisible();
}

async function expectFeedEmptyState(canvasElement: HTMLElement) {
  const feed = feedRegion(canvasElement);
  await expect(
    await feed.findByRole('heading', { name: 'No health posts yet' }, { timeout: 3000 }),
  ).toBeVisible();
  await expect(feed.getByRole('link', { name: 'Visit the health feed' })).toHaveAttribute(
    'href',
    '/health-feed',
  );
  await expect(within(canvasElement).queryByRole('alert')).toBeNull();
}

const noDonation = (canvasElement: HTMLElement) =>
  expect(within(canvasElement).queryByRole('region', { name: 'Support Ujyalo' })).toBeNull();

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expectPageFrame(canvasElement);
    await expectPosts(canvasElement);
    await noDonation(canvasElement);
  },
};

/** Clicking a coming-soon store button does nothing. */
export const AppStoresComingSoon: Story = {
  play: async ({ canvasElement, step }) => {
    const apps = within(
      within(canvasElement).getByRole('region', { name: 'Take Ujyalo with you' }),
    );
    const button = apps.getByRole('button', { name: 'Google Play' });
    await step('Press Google Play', async () => {
      button.focus();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('See it is still coming soon', async () => {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(apps.getByText('Coming soon')).toBeVisible();
    });
    // Focusing the store button scrolls the page near the feed teaser, which then loads its
    // posts; the picture waits for them instead of catching the skeleton half the time.
    await expectPosts(canvasElement);
  },
};

export const FeedEmpty: Story = {
  parameters: { msw: [getFeed.empty()] },
  play: async ({ canvasElement }) => {
    await expectPageFrame(canvasElement);
    await expectFeedEmptyState(canvasElement);
  },
};

/** 000 §8: a failed list load shows the empty list, not an error. */
export const FeedServerError: Story = {
  parameters: { msw: [getFeed.serverError()] },
  play: async ({ canvasElement }) => {
    await expectPageFrame(canvasElement);
    await expectFeedEmptyState(canvasElement);
  },
};

export const FeedOffline: Story = {
  parameters: { msw: [getFeed.offline()] },
  play: ({ canvasElement }) => expectFeedEmptyState(canvasElement),
};

/** The rest of the page is there while the posts are on their way. */
export const FeedLoading: Story = {
  parameters: { msw: [getFeed.timeout()] },
  play: async ({ canvasElement }) => {
    await expectPageFrame(canvasElement);
    const feed = feedRegion(canvasElement);
    await expect(await feed.findByRole('status')).toHaveTextContent('Loading the latest posts…');
    await expect(feed.getAllByTestId('post-skeleton')).toHaveLength(3);
  },
};

const phone = {
  viewport: {
    options: {
      phone360: {
        name: 'Phone (360 px)',
        styles: { width: '360px', height: '740px' },
        type: 'mobile',
      },
    },
  },
};
const feedRequests: string[] = [];

/**
 * A visitor who never scrolls to the teaser pays nothing for it: the posts, their code
 * and their request wait until the teaser comes near the screen.
 */
export const FeedDeferred: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  beforeEach({ msw }) {
    feedRequests.length = 0;
    msw.use(
      http.get(api(paths.feed), ({ request }) => {
        feedRequests.push(request.url);
        return ok(feedPage(Number(new URL(request.url).searchParams.get('limit')) || 20));
      }),
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Stay at the top: no posts are asked for', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'A ray of hope in healthcare' }),
      ).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(feedRequests).toEqual([]);
      await expect(canvas.getAllByTestId('post-skeleton')).toHaveLength(3);
    });
    await step('Scroll to the teaser: the three posts load, once', async () => {
      await expectPosts(canvasElement);
      await expect(feedRequests).toHaveLength(1);
      await expect(new URL(feedRequests[0]!).searchParams.get('limit')).toBe('3');
    });
  },
};

export const WithDonationQr: Story = {
  args: { donationQrUrl: qrUrl },
  play: async ({ canvasElement, step }) => {
    const donation = within(within(canvasElement).getByRole('region', { name: 'Support Ujyalo' }));
    const image = donation.getByRole('img', { name: 'QR code for a donation to Ujyalo Health' });
    await expect(image).toHaveAttribute('src', qrUrl);
    // Below the fold, the image loads lazily: once it is scrolled to.
    await step('Scroll to the donation block', () => image.scrollIntoView());
    await step('See the QR code and the thanks', async () => {
      await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
      await expect(donation.getByText('Thank you for helping us keep the light on.')).toBeVisible();
      await expect(donation.getByText(/you can buy us a coffee/)).toBeVisible();
    });
  },
};

/** No QR in the settings (null, or an empty or blank string): no donation block. */
export const WithoutDonationQr: Story = {
  args: { donationQrUrl: '   ' },
  play: async ({ canvasElement }) => {
    await expectPageFrame(canvasElement);
    await noDonation(canvasElement);
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** `/services` redirects to `/#services`: the page opens scrolled to the services, clear of the header. */
export const ServicesAnchor: Story = {
  parameters: { router: { initialEntries: ['/#services'] } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Our Services' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    // scroll-margin-top (5rem) leaves room for the sticky header above the heading.
    await expect(Math.round(section.getBoundingClientRect().top)).toBe(80);
  },
};

/** A 360 px wide phone: everything fits, nothing scrolls sideways, the calls to action stack. */
export const Mobile: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    await expectPageFrame(canvasElement);
    await expectPosts(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const canvas = within(canvasElement);
    const join = canvas.getByRole('link', { name: 'Become a Member' }).getBoundingClientRect();
    const explore = canvas
      .getByRole('link', { name: 'Explore Health Information' })
      .getBoundingClientRect();
    await expect(explore.top).toBeGreaterThanOrEqual(join.bottom);
    // Touch targets: the standalone links, and the tiles (their link covers the whole tile).
    for (const name of [
      'Become a Member',
      'Explore Health Information',
      'More about us',
      'See all health information',
    ])
      await expect(
        canvas.getByRole('link', { name }).getBoundingClientRect().height,
      ).toBeGreaterThanOrEqual(44);
    const tiles = within(canvas.getByRole('region', { name: 'Our Services' })).getAllByRole(
      'listitem',
    );
    for (const tile of tiles) {
      const box = tile.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(360);
    }
  },
};

/**
 * In Nepali. Structure only, plus what formatting owns (the catalogue's Nepali text is
 * merged separately): steps numbered and post ages written with Devanagari digits.
 */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See the page in Nepali, steps numbered in Devanagari', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
      await expect(canvasElement.querySelector('a[href="/auth/register"]')).toBeVisible();
      const services = canvasElement.querySelector<HTMLElement>('#services')!;
      const tiles = within(services).getAllByRole('link');
      await expect(tiles).toHaveLength(5);
      for (const tile of tiles) await expect(tile).toHaveAttribute('href', '/auth/login');
      for (const digit of ['१', '२', '३']) await expect(canvas.getByText(digit)).toBeVisible();
    });
    await step('Scroll to the end: the posts are dated in Devanagari', async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() => expect(canvasElement.querySelectorAll('time')).toHaveLength(3));
      await expect(canvasElement.querySelector('time')).toHaveTextContent(/२०/);
    });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { donationQrUrl: qrUrl },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expectPageFrame(canvasElement);
    await expectPosts(canvasElement);
    await expect(
      within(canvasElement).getByRole('img', { name: 'QR code for a donation to Ujyalo Health' }),
    ).toBeVisible();
  },
};
