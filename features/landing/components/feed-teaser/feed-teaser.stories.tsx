import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@contract/paths';
import { feedPage, posts } from '@mocks/fixtures/feed';
import { getFeed } from '@mocks/handlers/feed';
import { api, ok } from '@mocks/respond';
import { FeedTeaser } from './feed-teaser';

/** The fixtures' "now": the day after the newest post. */
const now = new Date('2026-01-15T06:00:00.000Z');

const meta = {
  title: 'Features/Landing/FeedTeaser',
  component: FeedTeaser,
  args: { now },
  parameters: { layout: 'fullscreen', msw: [getFeed.success()] },
} satisfies Meta<typeof FeedTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'From the health feed' }));

/** The newest three posts, each leading to the feed, with category, author and age. */
async function expectLatestPosts(canvasElement: HTMLElement) {
  const feed = region(canvasElement);
  const expected = [
    [
      'Enjoying Maghe Sankranti sweets with diabetes',
      'Endocrinology',
      'Dr. Anil Koirala',
      '20 hours ago',
    ],
    [
      'Winter smog in Kathmandu: protecting your lungs',
      'Pulmonology',
      'Dr. Sunita Maharjan',
      '3 days ago',
    ],
    [
      'Free heart check-up camp in Pokhara this Saturday',
      'Cardiology',
      'Himalaya Community Hospital',
      '6 days ago',
    ],
  ] as const;
  const items = await feed.findAllByRole('listitem');
  await expect(items).toHaveLength(3);
  for (const [index, [title, category, author, age]] of expected.entries()) {
    const item = within(items[index]!);
    await expect(item.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', '/health-feed');
    await expect(item.getByText(category)).toBeVisible();
    await expect(item.getByText(`By ${author}`)).toBeVisible();
    await expect(item.getByText(age)).toBeVisible();
  }
  // A short excerpt, not the whole post.
  const excerpt = within(items[0]!).getByText(/^Chaku, til ko laddu/);
  await expect(excerpt.textContent!.endsWith('…')).toBe(true);
  await expect(excerpt.textContent!.length).toBeLessThan(posts[0]!.content.length);
  await expect(feed.queryByText(posts[3]!.title)).toBeNull();
  await expect(feed.getByRole('link', { name: 'See all health information' })).toHaveAttribute(
    'href',
    '/health-feed',
  );
}

/** A failed or empty load: the friendly empty state, never an error (000 §8). */
async function expectEmptyState(canvasElement: HTMLElement) {
  const feed = region(canvasElement);
  await expect(
    await feed.findByRole('heading', { level: 3, name: 'No health posts yet' }, { timeout: 3000 }),
  ).toBeVisible();
  await expect(feed.getByText(/Tips and news from doctors across Nepal/)).toBeVisible();
  await expect(feed.getByRole('link', { name: 'Visit the health feed' })).toHaveAttribute(
    'href',
    '/health-feed',
  );
  await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  await expect(feed.queryByRole('status')).toBeNull();
}

const seen: { url: URL; authorization: string | null }[] = [];

/** Asks for the latest three posts, without credentials (a public call). */
export const Success: Story = {
  beforeEach({ msw }) {
    seen.length = 0;
    msw.use(
      http.get(api(paths.feed), ({ request }) => {
        const url = new URL(request.url);
        seen.push({ url, authorization: request.headers.get('authorization') });
        return ok(feedPage(Number(url.searchParams.get('limit')) || 20));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement).getByRole('heading', { level: 2, name: 'From the health feed' }),
    ).toBeVisible();
    await expectLatestPosts(canvasElement);
    await expect(seen).toHaveLength(1);
    await expect(seen[0]!.url.searchParams.get('limit')).toBe('3');
    await expect(seen[0]!.authorization).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: [getFeed.timeout()] },
  play: async ({ canvasElement }) => {
    const feed = region(canvasElement);
    await expect(await feed.findByRole('status')).toHaveTextContent('Loading the latest posts…');
    await expect(feed.getAllByTestId('post-skeleton')).toHaveLength(3);
    await expect(feed.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [getFeed.empty()] },
  play: ({ canvasElement }) => expectEmptyState(canvasElement),
};

export const ServerError: Story = {
  parameters: { msw: [getFeed.serverError()] },
  play: ({ canvasElement }) => expectEmptyState(canvasElement),
};

export const Timeout: Story = {
  parameters: { msw: [getFeed.timeout()], apiClient: { timeoutMs: 300 } },
  play: ({ canvasElement }) => expectEmptyState(canvasElement),
};

export const Offline: Story = {
  parameters: { msw: [getFeed.offline()] },
  play: ({ canvasElement }) => expectEmptyState(canvasElement),
};

/** Ages in Nepali words with Devanagari digits; the posts themselves stay as written. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('time')).toHaveLength(3));
    const ages = [...canvasElement.querySelectorAll('time')].map((t) => t.textContent ?? '');
    await expect(ages[0]).toMatch(/२०/);
    await expect(ages[1]).toMatch(/३/);
    for (const age of ages) await expect(age).not.toMatch(/[0-9]|ago/);
    await expect(
      canvas.getByRole('link', { name: 'Enjoying Maghe Sankranti sweets with diabetes' }),
    ).toHaveAttribute('href', '/health-feed');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: ({ canvasElement }) => expectLatestPosts(canvasElement),
};
