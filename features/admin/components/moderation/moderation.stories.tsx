import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText, type ErrorCode } from '@contract/errors';
import {
  adminModerationHandlers,
  adminReports,
  moderatePost,
  moderationStore,
} from '@mocks/handlers/admin-moderation';
import { expectToast, fill, openedDialog } from '@mocks/story-helpers';
import { ModerationQueue } from './moderation-queue';
import { tableStateStories } from '../../shared/table-states.mock';
import { adminScreen, TABLE_ROWS } from '../../shared/story-frame.mock';

const meta = {
  title: 'Admin/ModerationQueue',
  component: ModerationQueue,
  ...adminScreen(TABLE_ROWS),
  beforeEach({ msw }) {
    msw.use(...adminModerationHandlers());
  },
} satisfies Meta<typeof ModerationQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEART = 'Free heart check-up camp this Saturday';
const CHEST = 'Chest pain: when to go to the emergency';
const WATER = 'जाडोमा पानी पर्याप्त पिउनुहोस्';

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Reported posts' });
const rowOf = async (canvasElement: HTMLElement, title: string) => {
  const cell = await within(await table(canvasElement)).findByText(title);
  return within(cell.closest('tr')!);
};
/** Clicks a row's action and returns the confirmation it opens. */
async function ask(canvasElement: HTMLElement, title: string, button: string, dialog: string) {
  await userEvent.click((await rowOf(canvasElement, title)).getByRole('button', { name: button }));
  return openedDialog('alertdialog', dialog);
}
const hideHeart = (canvasElement: HTMLElement) =>
  ask(canvasElement, HEART, `Hide ${HEART}`, `Hide “${HEART}”?`);

/** A refusal from the catalogue, shown inside the confirmation, which stays open. */
const refusal = (code: ErrorCode, scenario: () => RequestHandler): Story => ({
  beforeEach({ msw }) {
    msw.use(scenario());
  },
  play: async ({ canvasElement }) => {
    const dialog = await hideHeart(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expect(await dialog.findByText(errorText(code, 'en'))).toBeVisible();
  },
});

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Review moderation typically 24-48 hours')).toBeVisible();
    const heart = await rowOf(canvasElement, HEART);
    await expect(heart.getByText('Bir Hospital')).toBeVisible();
    await expect(heart.getByText('2 reports')).toBeVisible();
    await expect(heart.getByText('Spam 1')).toBeVisible();
    await expect(heart.getByText('Misleading 1')).toBeVisible();
    await expect(heart.getByText('शिविर शनिबार होइन आइतबार हो भनेर अस्पतालले भन्यो।')).toBeVisible();
    await expect(heart.getByText('3 days ago')).toBeVisible();
    await expect(heart.getByText('Overdue')).toBeVisible();
    const chest = await rowOf(canvasElement, CHEST);
    await expect(chest.getByText('yesterday')).toBeVisible();
    await expect(chest.queryByText('Overdue')).toBeNull();
    const water = await rowOf(canvasElement, WATER);
    await expect(water.getByText('Hidden')).toBeVisible();
    await expect(water.getByRole('button', { name: `Restore ${WATER}` })).toBeVisible();
    await expect(water.queryByRole('button', { name: `Hide ${WATER}` })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 results');
  },
};

export const Overdue: Story = {
  beforeEach({ msw }) {
    msw.use(adminReports.overdue());
  },
  play: async ({ canvasElement }) => {
    const heart = await rowOf(canvasElement, HEART);
    await expect(heart.getByText('Overdue')).toBeVisible();
    await expect(heart.getByText('3 days ago')).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 result');
  },
};

export const Hide: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await hideHeart(canvasElement);
    await expect(
      dialog.getByText(
        'The post leaves the public feed and its reports are closed. The author is told by notification and email.',
      ),
    ).toBeVisible();
    await fill(dialog.getByRole('textbox', { name: /Note/ }), 'मिति गलत छ, सच्याएर फेरि राख्नुहोस्।');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expectToast(`“${HEART}” is hidden`);
    // The row as the refetched page draws it.
    await waitFor(() => {
      const cell = within(canvasElement).getByText(HEART, { selector: 'span' });
      const heart = within(cell.closest('tr')!);
      expect(heart.getByText('Hidden')).toBeVisible();
      expect(heart.getByRole('button', { name: `Restore ${HEART}` })).toBeVisible();
    });
    await expect(moderationStore.posts().find((p) => p.title === HEART)?.hidden).toBe(true);
  },
};

export const Restore: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement, WATER, `Restore ${WATER}`, `Restore “${WATER}”?`);
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    await expectToast(`“${WATER}” is restored`);
    await waitFor(async () =>
      expect(within(await table(canvasElement)).queryByText(WATER)).toBeNull(),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 results');
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await ask(
      canvasElement,
      CHEST,
      `Dismiss reports of ${CHEST}`,
      `Dismiss the reports of “${CHEST}”?`,
    );
    await expect(
      dialog.getByText('The reports are closed and the post stays as it is.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Dismiss' }));
    await expectToast(`The reports of “${CHEST}” are dismissed`);
    await waitFor(async () =>
      expect(within(await table(canvasElement)).queryByText(CHEST)).toBeNull(),
    );
  },
};

export const ActionRequired: Story = refusal(
  'MODERATION_ACTION_REQUIRED',
  moderatePost.actionRequired,
);
export const NotReported: Story = refusal('MODERATION_NOT_REPORTED', moderatePost.notReported);
export const AlreadyHidden: Story = refusal('POST_ALREADY_HIDDEN', moderatePost.alreadyHidden);

export const NotHidden: Story = {
  beforeEach({ msw }) {
    msw.use(moderatePost.notHidden());
  },
  play: async ({ canvasElement }) => {
    const dialog = await ask(canvasElement, WATER, `Restore ${WATER}`, `Restore “${WATER}”?`);
    await userEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    await expect(await dialog.findByText(errorText('POST_NOT_HIDDEN', 'en'))).toBeVisible();
  },
};

export const NoteTooLong: Story = {
  beforeEach({ msw }) {
    msw.use(moderatePost.noteTooLong());
  },
  play: async ({ canvasElement }) => {
    const dialog = await hideHeart(canvasElement);
    const note = dialog.getByRole('textbox', { name: /Note/ });
    await fill(note, 'पोस्टमा गलत मिति छ।');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expect(
      await dialog.findByText(errorText('MODERATION_NOTE_TOO_LONG', 'en')),
    ).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(adminReports.empty());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No reported posts')).toBeVisible();
    await expect(
      canvas.getByText('Posts that people report appear here, oldest first.'),
    ).toBeVisible();
  },
};

const states = tableStateStories(adminReports);
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const Offline: Story = states.Offline;
export const Forbidden: Story = states.Forbidden;

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('मोडरेसन समीक्षा सामान्यतया २४-४८ घण्टा')).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'रिपोर्ट गरिएका पोस्टहरू' });
    const heart = within((await within(table).findByText(HEART)).closest('tr')!);
    await expect(heart.getByText('समय नाघेको')).toBeVisible();
    await expect(heart.getByText('२ रिपोर्ट')).toBeVisible();
  },
};

export const NepaliHideRefused: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(moderatePost.alreadyHidden());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'रिपोर्ट गरिएका पोस्टहरू' });
    const heart = within((await within(table).findByText(HEART)).closest('tr')!);
    await userEvent.click(heart.getByRole('button', { name: `${HEART} लुकाउनुहोस्` }));
    const dialog = await openedDialog('alertdialog', `“${HEART}” लुकाउने हो?`);
    await userEvent.click(dialog.getByRole('button', { name: 'लुकाउनुहोस्' }));
    await expect(await dialog.findByText(errorText('POST_ALREADY_HIDDEN', 'ne'))).toBeVisible();
  },
};

/**
 * At 1280 × 800 the portal's panel is 960 px wide (1280 − the 256 px sidebar − 64 px
 * padding): the whole table fits, Hide and Dismiss in view without scrolling sideways.
 */
export const Desktop: Story = {
  parameters: {
    viewport: {
      options: {
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="w-240">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const heart = await rowOf(canvasElement, HEART);
    const scroller = (await table(canvasElement)).parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const box = scroller.getBoundingClientRect();
    for (const name of [`Hide ${HEART}`, `Dismiss reports of ${HEART}`]) {
      const button = heart.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right).toBeLessThanOrEqual(box.right);
    }
  },
};
