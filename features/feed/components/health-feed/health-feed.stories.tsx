import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createRealtimeHub, RealtimeProvider } from '@lib/realtime';
import * as fixtures from '@mocks/fixtures/feed';
import { sessions } from '@mocks/fixtures/sessions';
import { feedHandlers, feedStore, getFeed, getPost, likePost } from '@mocks/handlers/feed';
import {
  choose,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  openTab,
  phone360,
} from '@mocks/story-helpers';
import { HealthFeed } from './health-feed';

/** The fixtures' "now": the day after the newest post. */
const now = new Date('2026-01-15T06:00:00.000Z');

/** Stands in for the server's socket: `hub.receive` delivers an event as the server would. */
const hub = createRealtimeHub();

/** Where the feed's links led, for the play functions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const meta = {
  title: 'Features/Feed/HealthFeed',
  component: HealthFeed,
  args: { variant: 'page', now },
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/health-feed'] } },
  beforeEach({ msw }) {
    feedStore.reset();
    msw.use(...feedHandlers());
  },
  decorators: [
    (Story) => (
      <RealtimeProvider hub={hub}>
        <main>
          <Story />
        </main>
        <footer className="px-4 pb-4 text-sm text-muted-foreground">
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </footer>
      </RealtimeProvider>
    ),
  ],
} satisfies Meta<typeof HealthFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (posts: readonly { title: string }[]) => posts.map((p) => p.title);
const publicPosts = fixtures.posts;

/** The cards' titles, in order, once the list has loaded. */
const shownTitles = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Posts' });
  return within(list)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
};
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const card = async (canvasElement: HTMLElement, title: string) =>
  within(await within(canvasElement).findByRole('article', { name: title }));

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

/** The first load fails; Retry brings the posts. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(getFeed.serverErrorOnce());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = within(await canvas.findByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'The posts could not be loaded' }),
    ).toBeVisible();
    await expect(alert.getByText('Something went wrong')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await expect(await shownTitles(canvasElement)).toHaveLength(10);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Timeout: Story = {
  parameters: { apiClient: { timeoutMs: 300 } },
  beforeEach({ msw }) {
    msw.use(getFeed.timeout());
  },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert', {}, { timeout: 3000 }));
    await expect(alert.getByText('Connection timeout. Please try again.')).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(getFeed.offline());
  },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Network error. Please check your connection.')).toBeVisible();
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

/** A later page fails: the posts stay, and an inline retry fetches it. */
export const LaterPageFails: Story = {
  beforeEach({ msw }) {
    msw.use(getFeed.morePagesFail());
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await shownTitles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more posts' }));
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText(/More posts could not be loaded\./)).toBeVisible();
    await expect(await shownTitles(canvasElement)).toHaveLength(10);
    msw.use(getFeed.success());
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await shownTitles(canvasElement)).toHaveLength(14));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Choosing a category filters the list and writes it into the URL; Clear undoes both. */
export const FilterByCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownTitles(canvasElement);
    const filters = within(canvas.getByRole('region', { name: 'Filter posts' }));
    await choose(filters, 'Category', 'Health Tips');
    const tips = publicPosts.filter((p) => p.category === 'Health Tips');
    await waitFor(async () => expect(await shownTitles(canvasElement)).toEqual(titles(tips)));
    await expect(location(canvasElement)).toHaveTextContent('/health-feed?category=Health+Tips');
    for (const article of canvas.getAllByRole('article'))
      await expect(within(article).getByText('Health Tips')).toBeVisible();

    await choose(filters, 'Provider', 'Hospitals');
    await waitFor(async () =>
      expect(await shownTitles(canvasElement)).toEqual([
        'Washing hands the right way, in 40 seconds',
      ]),
    );
    await expect(location(canvasElement)).toHaveTextContent(
      '/health-feed?category=Health+Tips&provider=hospitals',
    );

    await userEvent.click(filters.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await shownTitles(canvasElement)).toHaveLength(10));
    await expect(location(canvasElement)).toHaveTextContent(/^\/health-feed$/);
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

/** 000 §8 Like failure: the alert, and the count as it was. */
export const LikeFailure: Story = {
  parameters: { session: sessions.patient },
  beforeEach({ msw }) {
    msw.use(likePost.serverError());
  },
  play: async ({ canvasElement }) => {
    const post = await card(canvasElement, publicPosts[1]!.title);
    await userEvent.click(post.getByRole('button', { name: 'Like, 86 likes' }));
    await expectToast('Unable to like post. Please try again.');
    await expect(post.getByRole('button', { name: 'Like, 86 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
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

/** The shared post was deleted or made private: a short note, and the feed as usual. */
export const SharedLinkGone: Story = {
  parameters: {
    router: { initialEntries: ['/health-feed?post=6660a1b2-c3d4-4e5f-8071-800000099999'] },
  },
  beforeEach({ msw }) {
    msw.use(getPost.notFound());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This post is no longer available.')).toBeVisible();
    await expect(await shownTitles(canvasElement)).toHaveLength(10);
  },
};

/** Seen posts (half on screen for a second) are reported for the authors' reach. */
export const RecordsViews: Story = {
  play: async ({ canvasElement }) => {
    await shownTitles(canvasElement);
    within(canvasElement).getAllByRole('article')[0]!.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(feedStore.viewed).toContain(publicPosts[0]!._id), {
      timeout: 6000,
    });
    // Only what was on screen: the tenth post is far below.
    await expect(feedStore.viewed).not.toContain(publicPosts[9]!._id);
  },
};

// ---- The portals' health-posts tab ----

/** The patient's tab: All Posts, Health Tips, Doctor Posts, and Load more. */
export const PortalTabs: Story = {
  args: { variant: 'portal', pageSize: 4 },
  parameters: {
    router: { initialEntries: ['/portal/user?tab=health-posts'] },
    session: sessions.patient,
  },
  decorators: [
    (Story) => (
      <>
        <h1 className="p-4 text-2xl font-semibold text-foreground">Health Posts</h1>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All Posts',
      'Health Tips',
      'Doctor Posts',
    ]);
    await expect(await shownTitles(canvasElement)).toEqual(titles(publicPosts.slice(0, 4)));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more posts' }));
    await waitFor(async () =>
      expect(await shownTitles(canvasElement)).toEqual(titles(publicPosts.slice(0, 8))),
    );

    await openTab(canvasElement, 'Health Tips');
    const tips = publicPosts.filter((p) => p.category === 'Health Tips');
    await waitFor(async () => expect(await shownTitles(canvasElement)).toEqual(titles(tips)));
    for (const article of canvas.getAllByRole('article'))
      await expect(within(article).getByText('Health Tips')).toBeVisible();

    await openTab(canvasElement, 'Doctor Posts');
    await waitFor(async () => {
      const shown = await shownTitles(canvasElement);
      await expect(shown).toEqual(
        titles(publicPosts.filter((p) => p.authorType === 'doctor').slice(0, 4)),
      );
    });
    // The portal keeps its own URL: no filters are written into it.
    await expect(location(canvasElement)).toHaveTextContent('/portal/user?tab=health-posts');
  },
};

/** 001 §2.13: the doctor sees doctors' posts only, on every tab. */
export const PortalDoctorOnly: Story = {
  args: { variant: 'portal', doctorOnly: true },
  parameters: { router: { initialEntries: ['/portal/doctor?tab=health-posts'] } },
  decorators: PortalTabs.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doctors = publicPosts.filter((p) => p.authorType === 'doctor');
    await expect(await shownTitles(canvasElement)).toEqual(titles(doctors));
    for (const article of canvas.getAllByRole('article'))
      await expect(within(article).getByText(/^Doctor/)).toBeVisible();
    await openTab(canvasElement, 'Health Tips');
    await waitFor(async () =>
      expect(await shownTitles(canvasElement)).toEqual(
        titles(doctors.filter((p) => p.category === 'Health Tips')),
      ),
    );
  },
};

// ---- Language, theme, phone ----

/** Nepali: ages and counts in Nepali digits and words. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10));
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
