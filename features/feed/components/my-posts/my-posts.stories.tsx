import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '@lib/format';
import { createRealtimeHub, RealtimeProvider } from '@lib/realtime';
import * as fixtures from '@mocks/fixtures/feed-author';
import { sessions } from '@mocks/fixtures/sessions';
import {
  deletePost,
  feedAuthorHandlers,
  feedAuthorStore,
  likePost,
  listMyPosts,
} from '@mocks/handlers/feed-author';
import {
  card,
  cardNames,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  fill,
  openedDialog,
  page,
  phone360,
} from '@mocks/story-helpers';
import { MyPosts } from './my-posts';

const meta = {
  title: 'Features/Feed/MyPosts',
  component: MyPosts,
  args: { onCreate: fn() },
  parameters: { session: sessions.doctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-6xl">
        <h1 className="mb-6 text-2xl font-semibold">Blog and Health Posts</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...feedAuthorHandlers());
  },
} satisfies Meta<typeof MyPosts>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Helpers ----

const [sankranti, bloodPressure, classNotes, flu, , , footCare] = fixtures.myPosts;
const titles = fixtures.myPosts.map((p) => p.title);

/** A card's button, by its name. */
const press = async (canvasElement: HTMLElement, title: string, button: string) =>
  userEvent.click((await card(canvasElement, title)).getByRole('button', { name: button }));

/** The card shows `text` (a count, say), once it does. */
const cardShows = (canvasElement: HTMLElement, title: string, text: string) =>
  waitFor(async () => expect((await card(canvasElement, title)).getByText(text)).toBeVisible());

/** Replaces the browser's share sheet and clipboard for one story; returns the undo. */
function stubSharing({ share }: { share?: (data: ShareData) => Promise<void> }) {
  const writeText = fn(async (text: string) => void text);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
  return {
    restore: () => {
      delete (navigator as { share?: unknown }).share;
      delete (navigator as { clipboard?: unknown }).clipboard;
    },
  };
}

// ---- The list ----

/** Every post, newest first, with its type, visibility, tags, counts, date and media. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(titles);

    const first = await card(canvasElement, sankranti!.title);
    for (const text of [
      'Article',
      'Public',
      'Nutrition',
      'diabetes',
      'festival',
      '128 likes',
      '12 comments',
      '34 shares',
      'Jan 14, 2026',
    ])
      await expect(first.getByText(text)).toBeVisible();
    await expect(
      await first.findByRole('img', { name: `Photo for “${sankranti!.title}”` }),
    ).toBeVisible();
    for (const action of ['Like', 'Share', 'Edit', 'Delete'])
      await expect(first.getByRole('button', { name: action })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Two photos: the first, and how many more.
    const second = await card(canvasElement, bloodPressure!.title);
    await expect(second.getByText('1 more photo or video')).toBeInTheDocument();

    // A private post, seen by its author only.
    const notes = await card(canvasElement, classNotes!.title);
    await expect(notes.getByText('Private')).toBeVisible();
    await expect(notes.getByText('0 likes')).toBeVisible();

    // A video post: its tile and the link to watch it.
    const video = await card(canvasElement, flu!.title);
    // The type, and the tile standing in for the video (it is not downloaded here).
    await expect(video.getAllByText('Video')).toHaveLength(2);
    await expect(video.getByRole('link', { name: 'Watch video' })).toHaveAttribute(
      'href',
      flu!.videoUrl,
    );
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Load more posts' }),
    ).toBeNull();
  },
};

/** While the first page loads: placeholders, announced. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listMyPosts.timeout());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading your posts…',
    );
  },
};

/** No posts yet: the invitation to write the first one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listMyPosts.empty());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Your First Post' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** The list could not be had: 001 §8's message, and Retry brings it. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(listMyPosts.serverErrorOnce());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = within(await canvas.findByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'Failed to fetch health posts' }),
    ).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(titles));
  },
};

/** A page at a time: Load more brings the older posts. */
export const LoadMore: Story = {
  args: { pageSize: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardNames(canvasElement)).toEqual(titles.slice(0, 4));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more posts' }));
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(titles));
    await expect(canvas.queryByRole('button', { name: 'Load more posts' })).toBeNull();
  },
};

/** The next page fails: the loaded posts stay, with a way to try again. */
export const LoadMoreFailed: Story = {
  args: { pageSize: 4 },
  beforeEach({ msw }) {
    msw.use(listMyPosts.morePagesFail());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardNames(canvasElement)).toEqual(titles.slice(0, 4));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more posts' }));
    await expect(await canvas.findByText('More posts could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await cardNames(canvasElement)).toEqual(titles.slice(0, 4));
  },
};

// ---- Edit and delete ----

/** Edit opens the form with the post in it; the saved post replaces the card's. */
export const Edit: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Open the post in the edit dialog', async () => {
      await press(canvasElement, bloodPressure!.title, 'Edit');
      await openedDialog('dialog', 'Edit Post');
    });
    await step('Retitle it and save', async () => {
      const dialog = await openedDialog('dialog', 'Edit Post');
      const title = dialog.getByRole('textbox', { name: /^Title/ });
      await expect(title).toHaveValue(bloodPressure!.title);
      await userEvent.clear(title);
      await fill(title, 'Measuring blood pressure at home');
      await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    });

    await step('See the card retitled, and focus back on its Edit', async () => {
      await expectToast('Post updated successfully!');
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
      await expect(await card(canvasElement, 'Measuring blood pressure at home')).toBeTruthy();
      await expect(
        within(canvasElement).queryByRole('heading', { name: bloodPressure!.title }),
      ).toBeNull();
      // Focus is back on the card's Edit button.
      await waitFor(async () =>
        expect(
          (await card(canvasElement, 'Measuring blood pressure at home')).getByRole('button', {
            name: 'Edit',
          }),
        ).toHaveFocus(),
      );
    });
  },
};

/** Delete asks first (001 §4); confirmed, the post leaves the grid and the server. */
export const Delete: Story = {
  play: async ({ canvasElement, step }) => {
    await step('Asked first; Cancel keeps the post', async () => {
      await press(canvasElement, footCare!.title, 'Delete');
      const dialog = await openedDialog('alertdialog');
      await expect(
        dialog.getByRole('heading', { name: 'Are you sure you want to delete this post?' }),
      ).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await expect(await card(canvasElement, footCare!.title)).toBeTruthy();
    });

    await step('Confirmed: the post leaves the grid and the server', async () => {
      await press(canvasElement, footCare!.title, 'Delete');
      const dialog = await openedDialog('alertdialog');
      await userEvent.click(dialog.getByRole('button', { name: 'Delete post' }));
      await expectToast('Post deleted');
      await waitFor(async () =>
        expect(await cardNames(canvasElement)).toEqual(titles.filter((t) => t !== footCare!.title)),
      );
      await expect(feedAuthorStore.find(footCare!._id)).toBeUndefined();
    });
  },
};

/** The server cannot delete it: the message in the question, which stays open. */
export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(deletePost.serverError());
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, footCare!.title, 'Delete');
    const dialog = await openedDialog('alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete post' }));
    await expect(
      await dialog.findByText('The post could not be deleted. Please try again.'),
    ).toBeVisible();
    await expect(page().getByRole('alertdialog')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await card(canvasElement, footCare!.title)).toBeTruthy();
  },
};

// ---- Like and share ----

/** Like toggles, with the count the server gives back. */
export const Like: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, sankranti!.title, 'Like');
    await cardShows(canvasElement, sankranti!.title, '129 likes');
    const like = (await card(canvasElement, sankranti!.title)).getByRole('button', {
      name: 'Like',
    });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await cardShows(canvasElement, sankranti!.title, '128 likes');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A like that fails says so; the count stays. */
export const LikeFailed: Story = {
  beforeEach({ msw }) {
    msw.use(likePost.serverError());
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, sankranti!.title, 'Like');
    await expectToast('Unable to like post. Please try again.');
    await cardShows(canvasElement, sankranti!.title, '128 likes');
  },
};

/** Without a share sheet the link is copied, and the share counted. */
export const ShareCopiesLink: Story = {
  beforeEach() {
    return stubSharing({}).restore;
  },
  play: async ({ canvasElement }) => {
    const writeText = (navigator.clipboard as unknown as { writeText: ReturnType<typeof fn> })
      .writeText;
    await press(canvasElement, sankranti!.title, 'Share');
    await expectToast('Link copied to clipboard!');
    await expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/health-feed?post=${sankranti!._id}`,
    );
    await cardShows(canvasElement, sankranti!.title, '35 shares');
  },
};

/** With the device's share sheet: 001 §4's "Post shared successfully!". */
export const ShareSheet: Story = {
  beforeEach() {
    return stubSharing({ share: async () => undefined }).restore;
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, bloodPressure!.title, 'Share');
    await expectToast('Post shared successfully!');
    await cardShows(canvasElement, bloodPressure!.title, '19 shares');
  },
};

const hub = createRealtimeHub();

/** A reader's like arrives live (post_liked): the count moves without a reload. */
export const LiveCount: Story = {
  decorators: [
    (Story) => (
      <RealtimeProvider hub={hub}>
        <Story />
      </RealtimeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await card(canvasElement, flu!.title);
    hub.receive('post_liked', { postId: flu!._id, likesCount: 42 });
    await cardShows(canvasElement, flu!.title, '42 likes');
    hub.receive('post_shared', { postId: flu!._id, sharesCount: 23 });
    await cardShows(canvasElement, flu!.title, '23 shares');
  },
};

// ---- Language, theme, phone ----

/** In Nepali: dates in Bikram Sambat beside AD. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const first = await card(canvasElement, sankranti!.title);
    await expect(first.getByText(formatDate(sankranti!.createdAt, 'ne'))).toBeVisible();
    // Each post is marked with the language it was written in, whatever the interface's.
    await expect(first.getByRole('heading', { name: sankranti!.title })).toHaveAttribute(
      'lang',
      'en',
    );
    const nepali = await card(canvasElement, footCare!.title);
    await expect(nepali.getByRole('heading', { name: footCare!.title })).toHaveAttribute(
      'lang',
      'ne',
    );
    await expect(nepali.getByText(footCare!.content)).toHaveAttribute('lang', 'ne');
  },
};

/** Dark theme: badges, counts and buttons keep their contrast (axe checks it). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const notes = await card(canvasElement, classNotes!.title);
    await expect(notes.getByText('Private')).toBeVisible();
    await expect(notes.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** A 360 px phone: one column, nothing sideways, thumb-sized buttons. */
export const Phone: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    const first = await card(canvasElement, sankranti!.title);
    await expectNoSidewaysScroll(canvasElement);
    await expectTouchTargets(first.getAllByRole('button'));
  },
};
