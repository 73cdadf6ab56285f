import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { openTab } from '@mocks/story-helpers';
import { HealthFeed } from './health-feed';
import { healthFeedMeta, location, publicPosts, shownTitles, titles } from './health-feed.mock';

/** The health feed inside the portals: its tabs, and the doctors-only feed. */
const meta = {
  title: 'Features/Feed/HealthFeed Portal',
  component: HealthFeed,
  args: healthFeedMeta.args,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/health-feed'] } },
  beforeEach: healthFeedMeta.beforeEach,
  decorators: healthFeedMeta.decorators,
} satisfies Meta<typeof HealthFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

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
