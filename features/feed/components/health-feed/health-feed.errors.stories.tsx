import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { getFeed, getPost, likePost } from '@mocks/handlers/feed';
import { expectToast } from '@mocks/story-helpers';
import { HealthFeed } from './health-feed';
import { healthFeedMeta, card, publicPosts, shownTitles } from './health-feed.mock';

/** The health feed when a call fails (000 §8): first page, later page, a like, a shared post. */
const meta = {
  title: 'Features/Feed/HealthFeed Errors',
  component: HealthFeed,
  args: healthFeedMeta.args,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/health-feed'] } },
  beforeEach: healthFeedMeta.beforeEach,
  decorators: healthFeedMeta.decorators,
} satisfies Meta<typeof HealthFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

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
