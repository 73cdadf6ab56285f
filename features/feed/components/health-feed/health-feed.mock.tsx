/**
 * What the health feed's story files share: the fixtures' "now", the realtime hub that
 * stands in for the server's socket, the meta's setup, and the play functions' helpers.
 */
import type { Meta } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { within } from 'storybook/test';
import { createRealtimeHub, RealtimeProvider } from '@lib/realtime';
import * as fixtures from '@mocks/fixtures/feed';
import { feedHandlers, feedStore } from '@mocks/handlers/feed';
import { HealthFeed } from './health-feed';

/** The fixtures' "now": the day after the newest post. */
export const now = new Date('2026-01-15T06:00:00.000Z');

/** Stands in for the server's socket: `hub.receive` delivers an event as the server would. */
export const hub = createRealtimeHub();

/** Where the feed's links led, for the play functions. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="location">
      {pathname}
      {search}
    </p>
  );
}

/**
 * The meta of every health feed story file, but its title and parameters (those stay
 * written out in each file: Storybook reads a story's router from there).
 */
export const healthFeedMeta = {
  component: HealthFeed,
  args: { variant: 'page', now },
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
} satisfies Omit<Meta<typeof HealthFeed>, 'title'>;

export const titles = (posts: readonly { title: string }[]) => posts.map((p) => p.title);
export const publicPosts = fixtures.posts;

/** The cards' titles, in order, once the list has loaded. */
export const shownTitles = async (canvasElement: HTMLElement) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Posts' });
  return within(list)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
};
export const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('location');
export const card = async (canvasElement: HTMLElement, title: string) =>
  within(await within(canvasElement).findByRole('article', { name: title }));
