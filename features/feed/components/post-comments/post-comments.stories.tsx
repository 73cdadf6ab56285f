import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/feed';
import { sessions } from '@mocks/fixtures/sessions';
import {
  addComment,
  deleteComment,
  feedHandlers,
  feedStore,
  listComments,
} from '@mocks/handlers/feed';
import { fill, openedDialog } from '@mocks/story-helpers';
import { PostComments } from './post-comments';

/** The fixtures' "now": the day after the newest post. */
const now = new Date('2026-01-15T06:00:00.000Z');

/** A pharmacy's post with two comments: the reader's own and another's. */
const pharmacyPost = fixtures.posts[7]!;
const counted = fn<(count: number) => void>();

const meta = {
  title: 'Features/Feed/PostComments',
  component: PostComments,
  args: { postId: pharmacyPost._id, now, onCountChange: counted },
  parameters: { session: sessions.patient, router: { initialEntries: ['/health-feed?post=x'] } },
  beforeEach({ msw }) {
    counted.mockClear();
    msw.use(...feedHandlers());
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-2xl">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PostComments>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement, name = 'Comments') =>
  within(await within(canvasElement).findByRole('region', { name }));

/** Oldest first, with who and when; the reader may delete only their own. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    const items = await comments.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByText('Sita Sharma')).toBeVisible();
    await expect(within(items[0]!).getByText(/My father has diabetes/)).toBeVisible();
    await expect(within(items[0]!).getByText('4 weeks ago')).toBeVisible();
    await expect(within(items[1]!).getByText('Ram Bahadur Thapa')).toBeVisible();
    await expect(
      comments.getByRole('button', { name: 'Delete the comment by Sita Sharma' }),
    ).toBeVisible();
    await expect(
      comments.queryByRole('button', { name: 'Delete the comment by Ram Bahadur Thapa' }),
    ).toBeNull();
    await expect(comments.getByRole('textbox', { name: /Write a comment/ })).toBeVisible();
    await expect(comments.getByText('0/1,000')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listComments.timeout());
  },
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await expect(await comments.findByRole('status')).toHaveTextContent('Loading comments…');
  },
};

export const Empty: Story = {
  args: { postId: fixtures.posts[12]!._id },
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await expect(
      await comments.findByText('No comments yet. Be the first to comment.'),
    ).toBeVisible();
  },
};

/** The list fails to load: said inline, with a retry that works. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(listComments.serverError());
  },
  play: async ({ canvasElement, msw }) => {
    const comments = await region(canvasElement);
    const alert = within(await comments.findByRole('alert'));
    await expect(alert.getByText('The comments could not be loaded.')).toBeVisible();
    msw.use(listComments.success());
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(await comments.findByText('Ram Bahadur Thapa')).toBeVisible();
  },
};

/** A visitor reads the comments and is asked to sign in to write one. */
export const Visitor: Story = {
  parameters: { session: sessions.anonymous },
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await expect(await comments.findByText('Ram Bahadur Thapa')).toBeVisible();
    await expect(comments.queryByRole('textbox')).toBeNull();
    await expect(comments.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(comments.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fhealth-feed%3Fpost%3Dx',
    );
  },
};

/** A new comment joins the end of the list; the post's count follows. */
export const AddComment: Story = {
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await comments.findByText('Ram Bahadur Thapa');
    const field = comments.getByRole('textbox', { name: /Write a comment/ });
    await fill(field, 'Do you deliver to Dhanusha?');
    await expect(comments.getByText('27/1,000')).toBeVisible();
    await userEvent.click(comments.getByRole('button', { name: 'Post comment' }));
    const items = await waitFor(async () => {
      const list = comments.getAllByRole('listitem');
      await expect(list).toHaveLength(3);
      return list;
    });
    await expect(within(items[2]!).getByText('Do you deliver to Dhanusha?')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(comments.getByText('Your comment was posted.')).toBeInTheDocument();
    await expect(counted).toHaveBeenCalledWith(3);
  },
};

/** Nothing written: the field says what it needs, and nothing is sent. */
export const CommentRequired: Story = {
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await comments.findByText('Ram Bahadur Thapa');
    await fill(comments.getByRole('textbox', { name: /Write a comment/ }), '   ');
    await userEvent.click(comments.getByRole('button', { name: 'Post comment' }));
    await expect(await comments.findByText('Please write a comment')).toBeVisible();
    await expect(
      comments.getByRole('textbox', { name: /Write a comment/ }),
    ).toHaveAccessibleDescription(/Please write a comment/);
    await expect(feedStore.commentsOf(pharmacyPost._id)).toHaveLength(2);
  },
};

/** The server refuses the comment: its reason, inline; the text is kept. */
/**
 * A member writes in Nepali in the English interface: they say so, the comment is sent and
 * stored as Nepali, and it is marked Nepali (WCAG 3.1.2). The box stays on Nepali for the next.
 */
export const WrittenInNepali: Story = {
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await comments.findByText('Ram Bahadur Thapa');
    const written = comments.getByRole('radiogroup', { name: 'Written in' });
    await expect(within(written).getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(within(written).getByText('नेपाली')).toHaveAttribute('lang', 'ne');
    await userEvent.click(within(written).getByRole('radio', { name: 'नेपाली' }));
    const field = comments.getByRole('textbox', { name: /Write a comment/ });
    await expect(field).toHaveAttribute('lang', 'ne');
    await fill(field, 'आइतबार पनि खुला हुन्छ?');
    await userEvent.click(comments.getByRole('button', { name: 'Post comment' }));
    await expect(await comments.findByText('आइतबार पनि खुला हुन्छ?')).toHaveAttribute('lang', 'ne');
    await expect(feedStore.commentsOf(pharmacyPost._id).at(-1)?.language).toBe('ne');
    await expect(within(written).getByRole('radio', { name: 'नेपाली' })).toBeChecked();
  },
};

export const AddFailure: Story = {
  beforeEach({ msw }) {
    msw.use(addComment.offline());
  },
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await comments.findByText('Ram Bahadur Thapa');
    const field = comments.getByRole('textbox', { name: /Write a comment/ });
    await fill(field, 'Open on Sunday?');
    await userEvent.click(comments.getByRole('button', { name: 'Post comment' }));
    await expect(
      await comments.findByText('Network error. Please check your connection.'),
    ).toBeVisible();
    await expect(field).toHaveValue('Open on Sunday?');
    await expect(counted).not.toHaveBeenCalled();
  },
};

/** Deleting asks first, then the comment goes. */
export const DeleteComment: Story = {
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await userEvent.click(
      await comments.findByRole('button', { name: 'Delete the comment by Sita Sharma' }),
    );
    const dialog = await openedDialog('alertdialog', 'Delete this comment?');
    await expect(
      dialog.getByText('It will be removed for everyone. This cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(comments.getAllByRole('listitem')).toHaveLength(1));
    await expect(comments.queryByText('Sita Sharma')).toBeNull();
    await expect(comments.getByText('The comment was deleted.')).toBeInTheDocument();
    await expect(counted).toHaveBeenCalledWith(1);
  },
};

/** Someone removed it first: the server's reason in the dialog, which stays open. */
export const DeleteFailure: Story = {
  beforeEach({ msw }) {
    msw.use(deleteComment.notFound());
  },
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await userEvent.click(
      await comments.findByRole('button', { name: 'Delete the comment by Sita Sharma' }),
    );
    const dialog = await openedDialog('alertdialog', 'Delete this comment?');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete comment' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Comment not found');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(comments.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** On the author's own post every comment may be removed. */
export const OnOwnPost: Story = {
  args: { postId: fixtures.ownPrivatePost._id },
  parameters: {
    session: sessions.doctor,
  },
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement);
    await expect(
      await comments.findByRole('button', { name: 'Delete the comment by Sita Sharma' }),
    ).toBeVisible();
  },
};

/** Nepali: times in Nepali words and digits; the server's words in Nepali too. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(deleteComment.notFound());
  },
  play: async ({ canvasElement }) => {
    const comments = await region(canvasElement, 'प्रतिक्रियाहरू');
    const items = await comments.findAllByRole('listitem');
    // An English comment inside the Nepali interface is marked English; a new one starts in Nepali.
    await expect(within(items[0]!).getByText(/My father has diabetes/)).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(comments.getByRole('radio', { name: 'नेपाली' })).toBeChecked();
    const time = items[0]!.querySelector('time')!;
    await expect(time.textContent).toMatch(/[१-९]/);
    await expect(time.textContent).not.toMatch(/[0-9]|ago/);
    await userEvent.click(
      comments.getAllByRole('button', { name: /Sita Sharma को प्रतिक्रिया मेटाउनुहोस्/ })[0]!,
    );
    const dialog = await openedDialog('alertdialog');
    await expect(dialog.getByText('यो प्रतिक्रिया मेटाउने हो?')).toBeVisible();
    // The confirm button comes last.
    await userEvent.click(dialog.getAllByRole('button').at(-1)!);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('प्रतिक्रिया भेटिएन');
  },
};
