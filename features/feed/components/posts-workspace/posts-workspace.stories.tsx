import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/feed-author';
import { sessions } from '@mocks/fixtures/sessions';
import { feedAuthorHandlers, listMyPosts } from '@mocks/handlers/feed-author';
import {
  card,
  cardNames,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  fill,
  openTab,
  openedDialog,
  page,
  phone360,
  tab,
  type Scope,
} from '@mocks/story-helpers';
import { PostsWorkspace } from './posts-workspace';

const meta = {
  title: 'Features/Feed/PostsWorkspace',
  component: PostsWorkspace,
  args: { onSectionChange: fn() },
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
} satisfies Meta<typeof PostsWorkspace>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Helpers ----

const titles = fixtures.myPosts.map((p) => p.title);
const newTitle = 'Boil drinking water during the monsoon';

const textbox = (scope: Scope, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function writePost(scope: Scope) {
  await fill(textbox(scope, 'Title'), newTitle);
  await fill(
    textbox(scope, 'Content'),
    'Typhoid and cholera rise with the rains. Boil water for one full minute and keep it covered.',
  );
}

/** The figure of an analytics card, by its label. */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('dl')!.querySelector('dd')!;

const expectFigure = async (canvasElement: HTMLElement, label: string, value: string) => {
  await within(canvasElement).findByRole('list', { name: 'Post analytics' });
  await waitFor(() => expect(figure(canvasElement, label)).toHaveTextContent(value));
};

// ---- Stories ----

/** The tab opens on My Posts; the three sections and the Create New Post button. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Blog and health posts' })).toBeVisible();
    await expect(tab(canvasElement, 'My Posts')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(canvasElement, 'Create Post')).toBeVisible();
    await expect(tab(canvasElement, 'Analytics')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create New Post' })).toBeVisible();
    await expect(await cardNames(canvasElement)).toEqual(titles);
  },
};

/** Create New Post, end to end: the dialog, the post first in My Posts, the analytics. */
export const CreateFromDialog: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Write a post in the dialog and send it', async () => {
      await cardNames(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Create New Post' }));
      const dialog = await openedDialog('dialog', 'Create New Post');
      await writePost(dialog);
      await userEvent.type(textbox(dialog, 'Tags'), 'Monsoon{Enter}');
      await userEvent.click(dialog.getByRole('button', { name: 'Create Post' }));
    });

    await step('See it first in My Posts, public, tagged', async () => {
      await expectToast('Post created successfully!');
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
      await waitFor(async () => expect((await cardNames(canvasElement))[0]).toBe(newTitle));
      const created = await card(canvasElement, newTitle);
      await expect(created.getByText('Public')).toBeVisible();
      await expect(created.getByText('monsoon')).toBeVisible();
    });

    await step('See it counted in the analytics', async () => {
      await openTab(canvasElement, 'Analytics');
      await expectFigure(canvasElement, 'Total Posts', '8');
    });
  },
};

/** The Create Post tab keeps a half-written post across tabs; sent, My Posts shows it. */
export const CreateFromTab: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Start a post, look at the analytics, come back: nothing lost', async () => {
      await openTab(canvasElement, 'Create Post');
      await fill(textbox(canvas, 'Title'), newTitle);
      await openTab(canvasElement, 'Analytics');
      await expectFigure(canvasElement, 'Total Posts', '7');
      await openTab(canvasElement, 'Create Post');
      await expect(textbox(canvas, 'Title')).toHaveValue(newTitle);
    });

    await step('Finish and send it: My Posts shows it first, with focus on its tab', async () => {
      await fill(
        textbox(canvas, 'Content'),
        'Typhoid and cholera rise with the rains. Boil water for one full minute.',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
      await expectToast('Post created successfully!');
      await waitFor(() =>
        expect(tab(canvasElement, 'My Posts')).toHaveAttribute('aria-selected', 'true'),
      );
      await waitFor(async () => expect((await cardNames(canvasElement))[0]).toBe(newTitle));
      await expect(tab(canvasElement, 'My Posts')).toHaveFocus();
      await expect(args.onSectionChange).toHaveBeenLastCalledWith('my-posts');
    });

    await step('See the form empty again for the next post', async () => {
      await openTab(canvasElement, 'Create Post');
      await expect(textbox(canvas, 'Title')).toHaveValue('');
    });
  },
};

/** A post deleted or liked in My Posts shows in the analytics. */
export const AnalyticsFollowChanges: Story = {
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Analytics');
    await expectFigure(canvasElement, 'Total Likes', '333');

    await openTab(canvasElement, 'My Posts');
    const first = await card(canvasElement, titles[0]!);
    await userEvent.click(first.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(first.getByText('129 likes')).toBeVisible());

    const last = await card(canvasElement, titles.at(-1)!);
    await userEvent.click(last.getByRole('button', { name: 'Delete' }));
    const question = await openedDialog('alertdialog');
    await userEvent.click(question.getByRole('button', { name: 'Delete post' }));
    await expectToast('Post deleted');

    await openTab(canvasElement, 'Analytics');
    await expectFigure(canvasElement, 'Total Posts', '6');
    await expectFigure(canvasElement, 'Total Likes', '334');
  },
};

/** No posts yet: "Create Your First Post" opens the form. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listMyPosts.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Your First Post' }));
    const dialog = await openedDialog('dialog', 'Create New Post');
    await expect(textbox(dialog, 'Title')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** Opened on Analytics (the page keeps the section in its address, say). */
export const AnalyticsSection: Story = {
  args: { defaultSection: 'analytics' },
  play: async ({ canvasElement }) => {
    await expect(tab(canvasElement, 'Analytics')).toHaveAttribute('aria-selected', 'true');
    await expectFigure(canvasElement, 'Monthly Reach', '1,248');
  },
};

/** In Nepali: the analytics in Devanagari digits, the close button in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: { defaultSection: 'analytics' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('१,२४८')).toBeVisible();
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
    const dialog = await openedDialog('dialog');
    await expect(dialog.getByRole('button', { name: 'बन्द गर्नुहोस्' })).toBeVisible();
  },
};

/** Dark theme: tabs, cards and the dialog keep their contrast (axe checks it). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(titles);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create New Post' }));
    const dialog = await openedDialog('dialog', 'Create New Post');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** A 360 px phone: the tabs scroll inside their row, nothing sideways. */
export const Phone: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    await cardNames(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    await expectTouchTargets([
      ...within(canvasElement).getAllByRole('tab'),
      within(canvasElement).getByRole('button', { name: 'Create New Post' }),
    ]);
  },
};
