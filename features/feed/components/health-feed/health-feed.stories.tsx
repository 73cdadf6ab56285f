import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { feedStore, getFeed } from '@mocks/handlers/feed';
import {
  choose,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectTouchTargets,
  phone360,
} from '@mocks/story-helpers';
import { HealthFeed } from './health-feed';
import {
  healthFeedMeta,
  card,
  hub,
  location,
  publicPosts,
  shownTitles,
  titles,
} from './health-feed.mock';

/** The health feed: its pages, filters, likes, live counts, a shared post, and its looks. */
const meta = {
  title: 'Features/Feed/HealthFeed',
  component: HealthFeed,
  args: healthFeedMeta.args,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/health-feed'] } },
  beforeEach: healthFeedMeta.beforeEach,
  decorators: healthFeedMeta.decorators,
} satisfies Meta<typeof HealthFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: ten newest posts, the filters, and Load more. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health Feed' })).toBeVisible();
    await expect(await shownTitles(canvasElement)).toEqual(titles(publicPosts.slice(0, 10)));
    const filters = within(canvas.getByRole('region', { name: 'Filter posts' }));
    await expect(filters.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'All categories',
    );
    await expect(filters.getByRole('combobox', { name: 'Provider' })).toHaveTextContent(
      'All providers',
    );
    await expect(filters.getByRole('combobox', { name: 'Content type' })).toHaveTextContent(
      'All content types',
    );
    await expect(canvas.getByRole('button', { name: 'Load more posts' })).toBeVisible();
    await expect(canvas.getByText('10 posts shown')).toBeInTheDocument();
    const first = await card(canvasElement, publicPosts[0]!.title);
    await expect(first.getByRole('button', { name: 'Like, 128 likes' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(getFeed.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading posts…');
    await expect(canvas.getAllByTestId('post-skeleton')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health Feed' })).toBeVisible();
  },
};

/** 000 §8 Feed empty, in the catalogue's words. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(getFeed.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No posts found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Try adjusting your filters to see more content')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more posts' })).toBeNull();
  },
};

/** Load more brings the second page; focus moves to its first post; the end is said. */
export const LoadMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownTitles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more posts' }));
    await waitFor(async () => expect(await shownTitles(canvasElement)).toHaveLength(14));
    await expect(await shownTitles(canvasElement)).toEqual(titles(publicPosts));
    await expect(canvas.getByText('You have seen every post.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: publicPosts[10]!.title })).toHaveFocus(),
    );
  },
};

/** Scrolling near the end loads the next page by itself. */
export const LoadMoreOnScroll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownTitles(canvasElement);
    canvas.getByRole('button', { name: 'Load more posts' }).scrollIntoView();
    await waitFor(async () => expect(await shownTitles(canvasElement)).toHaveLength(14));
    await expect(canvas.getByText('14 posts shown')).toBeInTheDocument();
  },
};

/** While the next page is on its way a spinner row says so. */
export const LoadingMore: Story = {
  beforeEach({ msw }) {
    msw.use(getFeed.morePagesSlow());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownTitles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more posts' }));
    await expect(await canvas.findByText('Loading more posts…')).toBeVisible();
    await expect(await shownTitles(canvasElement)).toHaveLength(10);
  },
};

/** Choosing a category filters the list and writes it into the URL; Clear undoes both. */
export const FilterByCategory: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await shownTitles(canvasElement);
    const filters = within(canvas.getByRole('region', { name: 'Filter posts' }));
    await step('Choose a category: its posts, written into the URL', async () => {
      await choose(filters, 'Category', 'Health Tips');
      const tips = publicPosts.filter((p) => p.category === 'Health Tips');
      await waitFor(async () => expect(await shownTitles(canvasElement)).toEqual(titles(tips)));
      await expect(location(canvasElement)).toHaveTextContent('/health-feed?category=Health+Tips');
      for (const article of canvas.getAllByRole('article'))
        await expect(within(article).getByText('Health Tips')).toBeVisible();
    });

    await step('Add a provider: both filters apply', async () => {
      await choose(filters, 'Provider', 'Hospitals');
      await waitFor(async () =>
        expect(await shownTitles(canvasElement)).toEqual([
          'Washing hands the right way, in 40 seconds',
        ]),
      );
      await expect(location(canvasElement)).toHaveTextContent(
        '/health-feed?category=Health+Tips&provider=hospitals',
      );
    });

    await step('Clear them: the whole feed, and a plain URL', async () => {
      await userEvent.click(filters.getByRole('button', { name: 'Clear filters' }));
      await waitFor(async () => expect(await shownTitles(canvasElement)).toHaveLength(10));
      await expect(location(canvasElement)).toHaveTextContent(/^\/health-feed$/);
    });
  },
};

/** A reload (or a link) keeps the filters: they are read back from the URL. */
export const FiltersFromUrl: Story = {
  parameters: { router: { initialEntries: ['/health-feed?provider=pharmacies&contentType=post'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await shownTitles(canvasElement)).toEqual(['Taking antibiotics the right way']);
    await expect(canvas.getByRole('combobox', { name: 'Provider' })).toHaveTextContent(
      'Pharmacies',
    );
    await expect(canvas.getByRole('combobox', { name: 'Content type' })).toHaveTextContent('Post');
  },
};

/** Nothing matches the filters: the catalogue's text, and a way out. */
export const EmptyWithFilters: Story = {
  parameters: { router: { initialEntries: ['/health-feed?category=Oncology'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No posts found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Try adjusting your filters to see more content')).toBeVisible();
    const clear = canvas.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear.at(-1)!);
    await expect(await shownTitles(canvasElement)).toHaveLength(10);
  },
};

/** A member likes: the count goes up by one and the heart is pressed. */
export const LikeSignedIn: Story = {
  parameters: { session: sessions.patient },
  play: async ({ canvasElement }) => {
    const post = await card(canvasElement, publicPosts[1]!.title);
    await userEvent.click(post.getByRole('button', { name: 'Like, 86 likes' }));
    const like = post.getByRole('button', { name: 'Like, 87 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(feedStore.find(publicPosts[1]!._id)?.likesCount).toBe(87));
    await expect(post.getByRole('button', { name: 'Like, 87 likes' })).toBeVisible();
  },
};

/** 000 §6: a visitor's like goes to login, which brings them back to these filters. */
export const LikeSignedOut: Story = {
  parameters: { router: { initialEntries: ['/health-feed?category=Pulmonology'] } },
  play: async ({ canvasElement }) => {
    const post = await card(canvasElement, publicPosts[1]!.title);
    await userEvent.click(post.getByRole('button', { name: 'Like, 86 likes' }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(
        '/auth/login?redirect=%2Fhealth-feed%3Fcategory%3DPulmonology',
      ),
    );
  },
};

/** 000 §4: other readers' likes, shares and comments arrive live, without a reload. */
export const LiveUpdate: Story = {
  play: async ({ canvasElement }) => {
    const first = publicPosts[0]!;
    const post = await card(canvasElement, first.title);
    await expect(post.getByRole('button', { name: 'Like, 128 likes' })).toBeVisible();
    hub.receive('post_liked', { postId: first._id, likesCount: 131 });
    await expect(await post.findByRole('button', { name: 'Like, 131 likes' })).toBeVisible();
    hub.receive('post_unliked', { postId: first._id, likesCount: 130 });
    await expect(await post.findByRole('button', { name: 'Like, 130 likes' })).toBeVisible();
    hub.receive('post_shared', { postId: first._id, sharesCount: 40 });
    await expect(await post.findByRole('button', { name: 'Share, 40 shares' })).toBeVisible();
    hub.receive('post_commented', { postId: first._id, commentsCount: 13 });
    await expect(await post.findByRole('button', { name: 'Comments, 13 comments' })).toBeVisible();
    await expect(
      within(post.getByRole('button', { name: /^Like/ })).getByText('130'),
    ).toBeVisible();
  },
};

/** A shared link (`?post=`) shows that post first, marked, and not again below. */
export const SharedLink: Story = {
  parameters: {
    router: { initialEntries: [`/health-feed?post=${publicPosts[8]!._id}`] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shared = within(canvas.getByRole('region', { name: 'The post shared with you' }));
    const post = within(await shared.findByRole('article', { name: publicPosts[8]!.title }));
    await expect(post.getByText('Shared with you')).toBeVisible();
    const below = await shownTitles(canvasElement);
    await expect(below).not.toContain(publicPosts[8]!.title);
    await expect(below).toHaveLength(9);
  },
};

/** Seen posts (half on screen for a second) are reported for the authors' reach. */
export const RecordsViews: Story = {
  play: async ({ canvasElement }) => {
    await shownTitles(canvasElement);
    // The story before this one reports what its (tall) screen showed as it unmounts; that
    // request is answered before this feed's first page, so it is forgotten here.
    feedStore.forgetViews();
    within(canvasElement).getAllByRole('article')[0]!.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(feedStore.viewed).toContain(publicPosts[0]!._id), {
      timeout: 6000,
    });
    // Only what was on screen: the tenth post is far below.
    await expect(feedStore.viewed).not.toContain(publicPosts[9]!._id);
  },
};

/**
 * Nepali: ages and counts in Nepali digits and words; each post marked with the language
 * it was written in, English ones English inside the Nepali interface (WCAG 3.1.2).
 */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10));
    const marks = canvas
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 2 }).getAttribute('lang'));
    await expect(marks).toEqual(publicPosts.slice(0, 10).map((post) => post.language));
    await expect(marks).toContain('en');
    await expect(marks).toContain('ne');
    const first = within(canvas.getAllByRole('article')[0]!);
    await expect(first.getAllByRole('button').some((b) => b.textContent?.includes('१२८'))).toBe(
      true,
    );
    await expect(first.getByText('लेख')).toBeVisible();
    await expect(first.getByText(/^डाक्टर/)).toBeVisible();
    const age = canvasElement.querySelector('article time')!.textContent ?? '';
    await expect(age).toMatch(/२०/);
    await expect(age).not.toMatch(/[0-9]|ago/);
  },
};

/** 000 §8 Feed empty, in Nepali. */
export const EmptyNepali: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(getFeed.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'कुनै पोस्ट भेटिएन' }),
    ).toBeVisible();
    await expect(canvas.getByText('थप सामग्री हेर्न आफ्ना फिल्टरहरू परिवर्तन गरी हेर्नुहोस्')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await shownTitles(canvasElement)).toHaveLength(10);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Health Feed' }),
    ).toBeVisible();
  },
};

/** A 360 px phone: one column, nothing sideways, thumb-sized actions. */
export const Phone: Story = {
  ...phone360,
  parameters: { ...meta.parameters, ...phone360.parameters, session: sessions.patient },
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    const canvas = within(canvasElement);
    await expect(await shownTitles(canvasElement)).toHaveLength(10);
    const first = canvas.getAllByRole('article')[0]!;
    await expectTouchTargets(within(first).getAllByRole('button'));
    // The filters are folded away on a phone until asked for.
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    await expectTouchTargets([toggle, ...canvas.getAllByRole('combobox')]);
    await expectNoSidewaysScroll(canvasElement);
  },
};
