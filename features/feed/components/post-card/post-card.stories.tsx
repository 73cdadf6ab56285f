import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/feed';
import { sessions } from '@mocks/fixtures/sessions';
import { feedHandlers, feedStore, likePost, reportPost } from '@mocks/handlers/feed';
import {
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  openedDialog,
  page,
  phone360,
} from '@mocks/story-helpers';
import { PostCard } from './post-card';

/** The fixtures' "now": the day after the newest post. */
const now = new Date('2026-01-15T06:00:00.000Z');

const byNumber = (n: number) => fixtures.posts[n - 1]!;
const diabetes = byNumber(1);

/** Where the card's links led, for the play functions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

const meta = {
  title: 'Features/Feed/PostCard',
  component: PostCard,
  args: { post: diabetes, now },
  parameters: { router: { initialEntries: ['/health-feed'] } },
  beforeEach({ msw }) {
    msw.use(...feedHandlers());
  },
  decorators: [
    (Story) => (
      <main className="mx-auto flex max-w-2xl flex-col gap-4">
        <Story />
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </main>
    ),
  ],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const theCard = (canvasElement: HTMLElement, title: string = diabetes.title) =>
  within(within(canvasElement).getByRole('article', { name: title }));
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/**
 * A visitor reads a doctor's article: category, type, author and when, the text clamped
 * with Read more, tags, and the counts on Like, Comments and Share.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: diabetes.title })).toBeVisible();
    await expect(card.getByText('Endocrinology', { selector: '[data-slot=badge]' })).toBeVisible();
    await expect(card.getByText('Article')).toBeVisible();
    await expect(card.getByText('Dr. Anil Koirala')).toBeVisible();
    await expect(card.getByText('Doctor').closest('p')).toHaveTextContent(
      /^Doctor\s*Endocrinology$/,
    );
    await expect(card.getByText('20 hours ago')).toBeVisible();
    const tags = within(card.getByRole('list', { name: 'Tags' }));
    const chips = tags.getAllByRole('listitem');
    await expect(chips.map((t) => t.textContent)).toEqual(['diabetes', 'festival', 'nutrition']);
    // Each shows as #tag.
    await expect(getComputedStyle(chips[0]!, '::before').content).toBe('"#"');

    const like = card.getByRole('button', { name: 'Like, 128 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByRole('button', { name: 'Comments, 12 comments' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(card.getByRole('button', { name: 'Share, 34 shares' })).toBeVisible();
    // A visitor has nothing to report with: no More menu.
    await expect(card.queryByRole('button', { name: /^More actions/ })).toBeNull();

    // The long text is clamped until Read more.
    const readMore = card.getByRole('button', { name: 'Read more' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    const text = card.getByText(/^Chaku, til ko laddu/);
    await expect(text).toHaveClass('line-clamp-4');
    await userEvent.click(readMore);
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(text).not.toHaveClass('line-clamp-4');
  },
};

/** Pictures load lazily in fixed 16:9 boxes, named after the post. */
export const WithPictures: Story = {
  args: { post: byNumber(10) },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement, byNumber(10).title);
    const media = within(card.getByRole('list', { name: 'Photos and videos' }));
    const images = media.getAllByRole('img') as HTMLImageElement[];
    await expect(images.map((i) => i.alt)).toEqual([
      'Vitamin D in winter: do you need a supplement?, picture 1 of 2',
      'Vitamin D in winter: do you need a supplement?, picture 2 of 2',
    ]);
    for (const image of images) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
      await expect(image.parentElement).toHaveClass('aspect-video');
    }
    images[0]!.scrollIntoView();
    await waitFor(() => expect(images[0]!.naturalWidth).toBeGreaterThan(0));
    await expect(card.getByText('Health Tips')).toBeVisible();
    await expect(card.getByText('Doctor').closest('p')).toHaveTextContent(/^Doctor\s*Paediatrics$/);
  },
};

/** A hospital's video post: the video and the article open in a new tab, and say so. */
export const VideoAndArticleLinks: Story = {
  args: { post: byNumber(7) },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement, byNumber(7).title);
    await expect(card.getByText('Video')).toBeVisible();
    await expect(card.getByText('Hospital')).toBeVisible();
    const video = card.getByRole('link', { name: 'Watch the video (opens in a new tab)' });
    await expect(video).toHaveAttribute('href', byNumber(7).videoUrl);
    const article = card.getByRole('link', { name: 'Read the full article (opens in a new tab)' });
    await expect(article).toHaveAttribute('href', byNumber(7).articleLink);
    for (const link of [video, article]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/** An uploaded video plays in the card and downloads nothing until played. */
export const UploadedVideo: Story = {
  args: { post: byNumber(14) },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement, byNumber(14).title);
    const video = card.getByLabelText(`Video: ${byNumber(14).title}`);
    await expect(video.tagName).toBe('VIDEO');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls');
    await expect(video.parentElement).toHaveClass('aspect-video');
  },
};

/** The author sees their private post with a lock; its picture comes with their token. */
export const OwnPrivatePost: Story = {
  args: { post: fixtures.ownPrivatePost },
  parameters: { session: sessions.doctor },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement, fixtures.ownPrivatePost.title);
    await expect(card.getByText('Private')).toBeVisible();
    await expect(card.getByText('Announcement')).toBeVisible();
    // Nothing to report on one's own post.
    await expect(card.queryByRole('button', { name: /^More actions/ })).toBeNull();
    const image = (await card.findByRole('img', {
      name: fixtures.ownPrivatePost.title,
    })) as HTMLImageElement;
    await expect(image.src).toMatch(/^blob:/);
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};

/** A member likes and unlikes: the heart and count change at once, and stay. */
export const LikeSignedIn: Story = {
  parameters: { session: sessions.patient },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Like, 128 likes' }));
    const liked = card.getByRole('button', { name: 'Like, 129 likes' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(feedStore.find(diabetes._id)?.likesCount).toBe(129));
    await expect(within(liked).getByText('129')).toBeVisible();
    // The server has answered: the button takes the next tap.
    await waitFor(() => expect(liked).not.toHaveAttribute('aria-busy'));

    await userEvent.click(liked);
    await waitFor(() =>
      expect(card.getByRole('button', { name: 'Like, 128 likes' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    await waitFor(() => expect(feedStore.find(diabetes._id)?.likesCount).toBe(128));
  },
};

/** 000 §8: the like fails: the count goes back and the catalogue's alert says so. */
export const LikeFailure: Story = {
  parameters: { session: sessions.patient },
  beforeEach({ msw }) {
    msw.use(likePost.serverError());
  },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Like, 128 likes' }));
    await expectToast('Unable to like post. Please try again.');
    await expect(card.getByRole('button', { name: 'Like, 128 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** 000 §6: a visitor who likes goes to login, and comes back here afterwards. */
export const LikeSignedOut: Story = {
  parameters: { router: { initialEntries: ['/health-feed?category=Endocrinology'] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(theCard(canvasElement).getByRole('button', { name: 'Like, 128 likes' }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(
        '/auth/login?redirect=%2Fhealth-feed%3Fcategory%3DEndocrinology',
      ),
    );
    await expect(feedStore.find(diabetes._id)?.likesCount).toBe(128);
  },
};

const copied = fn<(text: string) => Promise<void>>(async () => undefined);
const shareSheet = fn<(data: ShareData) => Promise<void>>(async () => undefined);

/** Replaces the browser's share sheet and clipboard for one story. */
function stubSharing({
  share,
  writeText,
}: {
  share?: typeof shareSheet;
  writeText?: typeof copied;
}) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** 000 §8: no share sheet (a desktop browser): the link is copied, and the share counted. */
export const ShareFallback: Story = {
  beforeEach() {
    copied.mockClear();
    copied.mockImplementation(async () => undefined);
    return stubSharing({ writeText: copied });
  },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Share, 34 shares' }));
    await expectToast('Link copied to clipboard!');
    await expect(copied).toHaveBeenCalledWith(
      `${window.location.origin}/health-feed?post=${diabetes._id}`,
    );
    await expect(await card.findByRole('button', { name: 'Share, 35 shares' })).toBeVisible();
    await waitFor(() => expect(feedStore.find(diabetes._id)?.sharesCount).toBe(35));
  },
};

/** A phone's share sheet: shared, thanked and counted. */
export const ShareSheet: Story = {
  beforeEach() {
    shareSheet.mockClear();
    shareSheet.mockImplementation(async () => undefined);
    return stubSharing({ share: shareSheet, writeText: copied });
  },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Share, 34 shares' }));
    await expectToast('Post shared successfully!');
    await expect(shareSheet).toHaveBeenCalledWith({
      title: diabetes.title,
      url: `${window.location.origin}/health-feed?post=${diabetes._id}`,
    });
    await expect(await card.findByRole('button', { name: 'Share, 35 shares' })).toBeVisible();
  },
};

/** The reader closes the share sheet: nothing is said and nothing counted. */
export const ShareCancelled: Story = {
  beforeEach() {
    shareSheet.mockClear();
    shareSheet.mockImplementation(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    return stubSharing({ share: shareSheet, writeText: copied });
  },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    // Toasts of earlier stories may still be fading: count this story's own.
    const toasts = () => page().queryAllByText(/^(Post shared successfully!|Link copied)/).length;
    const before = toasts();
    await userEvent.click(card.getByRole('button', { name: 'Share, 34 shares' }));
    await waitFor(() => expect(shareSheet).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(card.getByRole('button', { name: 'Share, 34 shares' })).toBeVisible();
    await expect(toasts()).toBe(before);
    await expect(feedStore.find(diabetes._id)?.sharesCount).toBe(34);
  },
};

/** Neither a share sheet nor a clipboard that works: the reader is told. */
export const ShareFailed: Story = {
  beforeEach() {
    copied.mockClear();
    copied.mockImplementation(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    return stubSharing({ writeText: copied });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(theCard(canvasElement).getByRole('button', { name: 'Share, 34 shares' }));
    await expectToast('The post could not be shared. Please try again.');
    await expect(feedStore.find(diabetes._id)?.sharesCount).toBe(34);
  },
};

/** Comments open under the post, and the count follows a new one. */
export const CommentsOpen: Story = {
  args: { post: byNumber(8) },
  parameters: { session: sessions.patient },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement, byNumber(8).title);
    const toggle = card.getByRole('button', { name: 'Comments, 2 comments' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const comments = within(await card.findByRole('region', { name: 'Comments' }));
    await expect(await comments.findByText(/My father has diabetes/)).toHaveAttribute('lang', 'en');
    await expect(comments.getByText(/सेल रोटी/)).toHaveAttribute('lang', 'ne');
    await userEvent.type(
      comments.getByRole('textbox', { name: /Write a comment/ }),
      'Open on Sunday?',
    );
    await userEvent.click(comments.getByRole('button', { name: 'Post comment' }));
    // Written in the interface's language unless the member says otherwise.
    await expect(await comments.findByText('Open on Sunday?')).toHaveAttribute('lang', 'en');
    await expect(await card.findByRole('button', { name: 'Comments, 3 comments' })).toBeVisible();
  },
};

/** A member reports another's post from the More menu. */
export const ReportFromMenu: Story = {
  parameters: { session: sessions.patient },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await userEvent.click(
      card.getByRole('button', { name: `More actions for “${diabetes.title}”` }),
    );
    await userEvent.click(await page().findByRole('menuitem', { name: 'Report post' }));
    const dialog = await openedDialog('dialog', 'Report post');
    await userEvent.click(dialog.getByRole('radio', { name: 'Misleading health information' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(
      await dialog.findByText('Thank you. Our team will review this post.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    // Focus goes back to the menu's button.
    await waitFor(() => expect(card.getByRole('button', { name: /^More actions/ })).toHaveFocus());
  },
};

/** Reporting twice: the server's words. */
export const ReportedBefore: Story = {
  parameters: { session: sessions.patient },
  beforeEach({ msw }) {
    msw.use(reportPost.alreadyReported());
  },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: /^More actions/ }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Report post' }));
    const dialog = await openedDialog('dialog', 'Report post');
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(
      await dialog.findByText('You have already reported this post. Our team will review it.'),
    ).toBeVisible();
  },
};

/**
 * Nepali: the counts in Devanagari digits, the age in Nepali words; the English post is
 * marked English (WCAG 3.1.2), so a screen reader reads it with an English voice.
 */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: diabetes.title })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(card.getByText(/^Chaku, til ko laddu/)).toHaveAttribute('lang', 'en');
    for (const tag of within(card.getByRole('list')).getAllByRole('listitem'))
      await expect(tag).toHaveAttribute('lang', 'en');
    const [like, comments, share] = within(card.getByRole('group')).getAllByRole('button');
    await expect(like).toHaveTextContent('१२८');
    await expect(comments).toHaveTextContent('१२');
    await expect(share).toHaveTextContent('३४');
    const age = canvasElement.querySelector('time')!.textContent ?? '';
    await expect(age).toMatch(/२०/);
    await expect(age).not.toMatch(/[0-9]|ago/);
  },
};

/** A post written in Nepali, read in the English interface: its words are marked Nepali. */
export const NepaliPost: Story = {
  args: { post: byNumber(9) },
  play: async ({ canvasElement }) => {
    const post = byNumber(9);
    const card = theCard(canvasElement, post.title);
    await expect(card.getByRole('heading', { level: 2, name: post.title })).toHaveAttribute(
      'lang',
      'ne',
    );
    await expect(card.getByText(/^राम्रो निद्रा नहुँदा/)).toHaveAttribute('lang', 'ne');
    const tags = within(card.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.getAttribute('lang'))).toEqual(['ne', 'ne', 'ne']);
    // What the interface says stays English: the category and the buttons.
    await expect(
      card.getByText('Mental Health', { selector: '[data-slot=badge]' }),
    ).not.toHaveAttribute('lang');
    await expect(card.getByRole('button', { name: /^Like/ })).not.toHaveAttribute('lang');
  },
};

export const Dark: Story = {
  args: { post: byNumber(6) },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const card = theCard(canvasElement, byNumber(6).title);
    await expect(card.getByText('Health Tips')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Like, 64 likes' })).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
  },
};

/** A 360 px phone: nothing scrolls sideways and every action is thumb-sized. */
export const Phone: Story = {
  ...phone360,
  args: { post: byNumber(10) },
  parameters: { ...phone360.parameters, session: sessions.patient },
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    const card = theCard(canvasElement, byNumber(10).title);
    await expect(card.getByRole('heading', { name: byNumber(10).title })).toBeVisible();
    await expectTouchTargets(within(card.getByRole('group')).getAllByRole('button'));
    await expectTouchTargets([card.getByRole('button', { name: /^More actions/ })]);
    await expectNoSidewaysScroll(canvasElement);
  },
};
