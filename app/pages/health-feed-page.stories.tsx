import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/feed';
import { feedHandlers, getFeed } from '@mocks/handlers/feed';
import { phone360, expectNoSidewaysScroll, expectPhoneWidth } from '@mocks/story-helpers';
import HealthFeedPage from './health-feed-page';

/** Where the page's links led (the login route here). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <p data-testid="location">{`${pathname}${search}`}</p>
    </main>
  );
}

/** /health-feed as app/main.tsx wires it, with the login route a visitor's like leads to. */
function FeedRoutes() {
  return (
    <Routes>
      <Route path="/health-feed" element={<HealthFeedPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
}

const meta = {
  title: 'Pages/HealthFeed',
  component: FeedRoutes,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/health-feed'] } },
  beforeEach({ msw }) {
    msw.use(...feedHandlers());
  },
} satisfies Meta<typeof FeedRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string) => ({ router: { initialEntries: [path] } });

const articles = async (canvasElement: HTMLElement, name = 'Posts') => {
  const list = await within(canvasElement).findByRole('list', { name });
  return within(list).getAllByRole('article');
};

/** The page in its main landmark: the title, the filters and the newest posts. */
export const Success: Story = {
  // Also the dark-theme baseline of this file's screen (.storybook/visual.ts).
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Health Feed' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Filter posts' })).toBeVisible();
    await expect(await articles(canvasElement)).toHaveLength(10);
    await expect(main.getByRole('button', { name: 'Load more posts' })).toBeVisible();
  },
};

/** A reloaded or linked page keeps its filters: read back from the URL. */
export const FiltersKept: Story = {
  parameters: at('/health-feed?category=Health+Tips&contentType=video'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = await articles(canvasElement);
    await expect(shown.map((a) => a.getAttribute('data-post-id'))).toEqual([
      fixtures.posts[6]!._id,
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Health Tips',
    );
    await expect(canvas.getByRole('combobox', { name: 'Content type' })).toHaveTextContent('Video');
  },
};

/** The link a share copies opens the page with that post first. */
export const SharedPost: Story = {
  parameters: at(`/health-feed?post=${fixtures.posts[11]!._id}`),
  play: async ({ canvasElement }) => {
    const shared = within(
      within(canvasElement).getByRole('region', { name: 'The post shared with you' }),
    );
    await expect(
      await shared.findByRole('heading', { level: 2, name: fixtures.posts[11]!.title }),
    ).toBeVisible();
    await expect(shared.getByText('Shared with you')).toBeVisible();
  },
};

/** 000 §6: a visitor's like leads to login, which will bring them back here. */
export const LikeNeedsLogin: Story = {
  parameters: at('/health-feed?provider=labs'),
  play: async ({ canvasElement, step }) => {
    const [post] = await articles(canvasElement);
    await step('Like the first post, signed out', () =>
      userEvent.click(within(post!).getByRole('button', { name: /^Like,/ })),
    );
    await step('Land on login, with the way back in the address', () =>
      waitFor(() =>
        expect(within(canvasElement).getByTestId('location')).toHaveTextContent(
          '/auth/login?redirect=%2Fhealth-feed%3Fprovider%3Dlabs',
        ),
      ),
    );
  },
};

/** 000 §8 Feed empty. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(getFeed.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No posts found')).toBeVisible();
    await expect(canvas.getByText('Try adjusting your filters to see more content')).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'स्वास्थ्य फिड' }),
    ).toBeVisible();
    const shown = await articles(canvasElement, 'पोस्टहरू');
    await expect(shown).toHaveLength(10);
    await expect(within(shown[0]!).getByText('लेख')).toBeVisible();
  },
};

export const Phone: Story = {
  ...phone360,
  parameters: { ...meta.parameters, ...phone360.parameters },
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    await expect(await articles(canvasElement)).toHaveLength(10);
    await expectNoSidewaysScroll(canvasElement);
  },
};
