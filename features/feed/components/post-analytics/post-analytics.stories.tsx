import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { feedAuthorHandlers, myPostsAnalytics } from '@mocks/handlers/feed-author';
import { expectNoSidewaysScroll, expectPhoneWidth, phone360 } from '@mocks/story-helpers';
import { PostAnalytics } from './post-analytics';

const meta = {
  title: 'Features/Feed/PostAnalytics',
  component: PostAnalytics,
  parameters: { session: sessions.doctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl">
        <h1 className="mb-6 text-2xl font-semibold">Blog and Health Posts</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...feedAuthorHandlers());
  },
} satisfies Meta<typeof PostAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure of a card, by its label. */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('dl')!.querySelector('dd')!;

async function expectFigures(canvasElement: HTMLElement, figures: Record<string, string>) {
  await within(canvasElement).findByRole('list', { name: 'Post analytics' });
  for (const [label, value] of Object.entries(figures))
    await waitFor(() => expect(figure(canvasElement, label)).toHaveTextContent(value));
}

/** The demo doctor's seven posts: totals, the month's reach and interactions per post. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement, {
      'Total Posts': '7',
      'Total Likes': '333',
      'Total Shares': '123',
      'Total Comments': '36',
      'Monthly Reach': '1,248',
      'Engagement Rate': '70',
    });
    const canvas = within(canvasElement);
    await expect(canvas.getByText('People who saw your posts in the last 30 days')).toBeVisible();
    await expect(canvas.getByText('Average likes, comments and shares per post')).toBeVisible();
  },
};

/** No posts yet: every figure is zero (001 §9: the rate is 0 without posts). */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(myPostsAnalytics.empty());
  },
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement, {
      'Total Posts': '0',
      'Monthly Reach': '0',
      'Engagement Rate': '0',
    });
  },
};

/** While the figures load: placeholders, announced. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(myPostsAnalytics.timeout());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Loading your post analytics…',
    );
  },
};

/** The figures could not be had: the message, and Retry brings them. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(myPostsAnalytics.serverErrorOnce());
  },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'Your post analytics could not be loaded' }),
    ).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await expectFigures(canvasElement, { 'Total Posts': '7' });
  },
};

/** In Nepali: Devanagari digits, lakh grouping. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const digits of ['७', '३३३', '१२३', '३६', '१,२४८', '७०'])
      await expect(await canvas.findByText(digits)).toBeVisible();
  },
};

/** Dark theme: the cards and hints keep their contrast (axe checks it). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement, { 'Monthly Reach': '1,248' });
    await expect(
      within(canvasElement).getByText('People who saw your posts in the last 30 days'),
    ).toBeVisible();
  },
};

/** A 360 px phone: two figures a row, nothing sideways. */
export const Phone: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    await expectFigures(canvasElement, { 'Engagement Rate': '70' });
    await expectNoSidewaysScroll(canvasElement);
  },
};
