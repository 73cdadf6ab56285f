import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatRelative } from '@lib/format';
import { letterNotification, sitasLetter } from '@mocks/fixtures/letters';
import * as fixtures from '@mocks/fixtures/notifications';
import { sessions } from '@mocks/fixtures/sessions';
import {
  deleteNotification,
  deliverNotification,
  fakeRealtime,
  listNotifications,
  notificationStore,
  readAllNotifications,
} from '@mocks/handlers/notifications';
import {
  expectNoSidewaysScroll,
  expectToast,
  openedDialog,
  phone360,
  openTab,
  tab,
} from '@mocks/story-helpers';
import { freshNotifications, live } from '../../notifications.mock';
import { NotificationsPanel } from './notifications-panel';

const meta = {
  title: 'Features/Notifications/NotificationsPanel',
  component: NotificationsPanel,
  parameters: {
    layout: 'fullscreen',
    session: sessions.patient,
    router: { initialEntries: ['/portal/user?tab=notifications'] },
  },
  beforeEach: freshNotifications,
  // As in the portal shell: the tab's name is the page's h1.
  decorators: [
    (Story) => (
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 md:px-8">
        <h1 className="text-2xl font-semibold text-foreground">Notifications</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Notifications' });

/** The titles in the list, top to bottom. */
async function titles(canvasElement: HTMLElement) {
  const items = within(await list(canvasElement)).getAllByRole('button');
  return items.map((item) => item.querySelector('[data-slot=notification-title]')?.textContent);
}

const item = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${title}`) });

const everyTitle = [
  'New prescription',
  'Appointment tomorrow',
  'Appointment completed',
  'Appointment request declined',
  'Lab report added',
  'Appointment cancelled',
];

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await titles(canvasElement)).toEqual(everyTitle);
    const canvas = within(canvasElement);
    await expect(tab(canvasElement, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(canvasElement, 'Unread, 3')).toBeVisible();
    for (const name of ['Appointments', 'Letters', 'Prescriptions', 'Medical records'])
      await expect(tab(canvasElement, name)).toBeVisible();
    await expect(canvas.getByText('25 minutes ago')).toBeVisible();
    await expect(canvas.getByText('3 hours ago')).toBeVisible();
    await expect(canvas.getByText('2 weeks ago')).toBeVisible();
    await expect(item(canvasElement, 'New prescription')).toHaveAccessibleName(/Unread$/);
    await expect(item(canvasElement, 'Lab report added')).not.toHaveAccessibleName(/Unread/);
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listNotifications.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notifications…');
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listNotifications.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No notifications yet' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Updates about your appointments and prescriptions will appear here.'),
    ).toBeVisible();
    await expect(tab(canvasElement, 'Unread')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/**
 * 002 §8 names this failure with Retry, which wins over 000 §8's "failed lists show
 * empty": an empty list would tell the patient nothing happened to them.
 */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(listNotifications.serverError());
  },
  play: async ({ canvasElement, msw, step }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await step('See the failure', () =>
      expect(alert).toHaveTextContent('Failed to load notifications. Please try again later.'),
    );

    await step('Retry once the server is back', async () => {
      msw.use(listNotifications.success());
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    });
    await step('See every notification, the alert gone', async () => {
      await expect(await titles(canvasElement)).toEqual(everyTitle);
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(listNotifications.offline());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load notifications. Please try again later.',
    );
  },
};

export const FilterUnread: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await openTab(canvasElement, 'Unread, 3');
    await waitFor(async () =>
      expect(await titles(canvasElement)).toEqual([
        'New prescription',
        'Appointment tomorrow',
        'Appointment request declined',
      ]),
    );
    await expect(tab(canvasElement, 'Unread, 3')).toHaveAttribute('aria-selected', 'true');
  },
};

export const FilterAppointments: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await openTab(canvasElement, 'Appointments');
    await waitFor(async () =>
      expect(await titles(canvasElement)).toEqual([
        'Appointment tomorrow',
        'Appointment completed',
        'Appointment request declined',
        'Appointment cancelled',
      ]),
    );
  },
};

/** No letters yet: the empty text names the filter and points back to All. */
export const FilterLetters: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await openTab(canvasElement, 'Letters');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No letters' }),
    ).toBeVisible();
    await expect(canvas.getByText('Choose All to see every notification.')).toBeVisible();
    // Mark all still acts on everything unread.
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
};

export const FilterPrescriptions: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await openTab(canvasElement, 'Prescriptions');
    await waitFor(async () => expect(await titles(canvasElement)).toEqual(['New prescription']));
  },
};

export const FilterMedicalRecords: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await openTab(canvasElement, 'Medical records');
    await waitFor(async () => expect(await titles(canvasElement)).toEqual(['Lab report added']));
    await expect(
      within(canvasElement).getByText(/blood count report from Bagmati Diagnostic Lab/),
    ).toBeVisible();
  },
};

/** The detail dialog shows it in full and marks it read (002 §4). */
export const MarkOneRead: Story = {
  play: async ({ canvasElement, step }) => {
    await list(canvasElement);
    await step('Open Appointment tomorrow', () =>
      userEvent.click(item(canvasElement, 'Appointment tomorrow')),
    );
    const dialog = await openedDialog('dialog', 'Appointment tomorrow');
    await step('Read it in full: it is marked read', async () => {
      await expect(dialog.getByText('Appointment')).toBeVisible();
      await expect(
        dialog.getByText(/Please arrive 15 minutes early\.$/, { selector: 'p' }),
      ).toBeVisible();
      await expect(dialog.getByText(/^Received .+ \(3 hours ago\)$/)).toBeVisible();
      await waitFor(() => expect(notificationStore.unreadCount).toBe(2));
    });

    await step('Press Done: back on the item, now read', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(item(canvasElement, 'Appointment tomorrow')).toHaveFocus();
      await expect(item(canvasElement, 'Appointment tomorrow')).not.toHaveAccessibleName(/Unread/);
      await expect(tab(canvasElement, 'Unread, 2')).toBeVisible();
    });
  },
};

/** Opening one already read sends nothing and changes nothing. */
export const OpenReadOne: Story = {
  play: async ({ canvasElement, step }) => {
    await list(canvasElement);
    await step('Open Lab report added', () =>
      userEvent.click(item(canvasElement, 'Lab report added')),
    );
    const dialog = await openedDialog('dialog', 'Lab report added');
    await expect(dialog.getByText('Medical record')).toBeVisible();
    await step('Press Done', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    await step('See three still unread', async () => {
      await expect(tab(canvasElement, 'Unread, 3')).toBeVisible();
      await expect(notificationStore.unreadCount).toBe(3);
    });
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvasElement, step }) => {
    await list(canvasElement);
    const canvas = within(canvasElement);
    await step('Press Mark all as read', () =>
      userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' })),
    );
    await step('See every one read at once', async () => {
      await waitFor(() => expect(tab(canvasElement, 'Unread')).toBeVisible());
      await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
      for (const title of everyTitle)
        await expect(item(canvasElement, title)).not.toHaveAccessibleName(/Unread/);
      // The screen changes at once; the server's answer may come a moment later.
      await waitFor(() => expect(notificationStore.unreadCount).toBe(0));
    });

    // Unread is empty now.
    await step('Open Unread: nothing is left', async () => {
      await openTab(canvasElement, 'Unread');
      await expect(
        await canvas.findByRole('heading', { level: 2, name: 'No unread notifications' }),
      ).toBeVisible();
      await expect(canvas.getByText('You are all caught up.')).toBeVisible();
    });
  },
};

/** 002 §8: "Failed to mark all notifications as read."; nothing changes. */
export const MarkAllReadFails: Story = {
  beforeEach({ msw }) {
    msw.use(readAllNotifications.serverError());
  },
  play: async ({ canvasElement, step }) => {
    await list(canvasElement);
    const canvas = within(canvasElement);
    await step('Press Mark all as read', () =>
      userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' })),
    );
    await step('See the failure told, the three still unread', async () => {
      await expectToast('Failed to mark all notifications as read.');
      await waitFor(() => expect(tab(canvasElement, 'Unread, 3')).toBeVisible());
      await expect(item(canvasElement, 'New prescription')).toHaveAccessibleName(/Unread$/);
    });
  },
};

/** A notification sent live lands on top of the list, unread. */
export const LiveArrival: Story = {
  ...live,

  play: async ({ canvasElement, step }) => {
    await list(canvasElement);
    await fakeRealtime.connected();
    await step('The doctor accepts: a notification arrives', () =>
      deliverNotification(fixtures.confirmedArrival()),
    );
    await step('See it on top, unread', async () => {
      await waitFor(async () =>
        expect(await titles(canvasElement)).toEqual(['Appointment confirmed', ...everyTitle]),
      );
      await expect(item(canvasElement, 'Appointment confirmed')).toHaveAccessibleName(/Unread$/);
      await expect(tab(canvasElement, 'Unread, 4')).toBeVisible();
    });
  },
};

/** Delete all asks first, then empties the list. */
export const DeleteAll: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete all' }));
    const dialog = await openedDialog('alertdialog', 'Delete all notifications?');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete all' }));
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete all' })).toBeDisabled());
  },
};

/** Delete one from its detail: gone from the list and from the server. */
export const DeleteOne: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(item(canvasElement, 'Lab report added'));
    const dialog = await openedDialog('dialog', 'Lab report added');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () =>
      expect(await titles(canvasElement)).toEqual(
        everyTitle.filter((title) => title !== 'Lab report added'),
      ),
    );
    // The list drops it at once; the server's answer may come a moment later.
    await waitFor(() => expect(notificationStore.all).toHaveLength(everyTitle.length - 1));
  },
};

/** The server refuses the delete: it comes back, and the person is told. */
export const DeleteOneFailed: Story = {
  beforeEach({ msw }) {
    msw.use(deleteNotification.serverError());
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(item(canvasElement, 'Lab report added'));
    const dialog = await openedDialog('dialog', 'Lab report added');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to delete the notification. Please try again.');
    await waitFor(async () => expect(await titles(canvasElement)).toEqual(everyTitle));
  },
};

/** Nepali: the server's Nepali texts, times and counts in Nepali. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('नयाँ प्रेस्क्रिप्सन')).toBeVisible();
    await expect(canvas.getByText('ल्याब रिपोर्ट थपियो')).toBeVisible();
    const [newest] = notificationStore.all;
    await expect(canvas.getByText(formatRelative(newest!.createdAt, 'ne'))).toBeVisible();
    await expect(canvas.getAllByRole('tab')[1]).toHaveTextContent('३');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await titles(canvasElement)).toEqual(everyTitle);
    await expect(item(canvasElement, 'New prescription')).toBeVisible();
  },
};

/** At 360 px the filters scroll sideways inside their row; the page does not. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await expect(await titles(canvasElement)).toEqual(everyTitle);
    await expect(item(canvasElement, 'Appointment tomorrow')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/**
 * A letter's notification (issue 18) opens the letter: from, date, subject, urgency and the
 * letter itself, with Print. Printing keeps only the letter: its element holds the letter
 * and none of the portal's chrome, and the print stylesheet hides everything else.
 */
export const LetterNotification: Story = {
  beforeEach() {
    notificationStore.reset([letterNotification, ...fixtures.patientInbox()]);
    const print = window.print;
    window.print = fn();
    return () => {
      window.print = print;
    };
  },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Letters');
    await userEvent.click(
      await within(canvasElement).findByRole('button', {
        name: /^New letter from Dr\. Aarati Joshi/,
      }),
    );
    const dialog = await openedDialog('dialog', 'New letter from Dr. Aarati Joshi');
    const letter = await dialog.findByRole('article', { name: 'Discharge letter' });
    const inLetter = within(letter);
    await expect(inLetter.getByText('Dr. Aarati Joshi, General Medicine')).toBeVisible();
    await expect(inLetter.getByText(sitasLetter.subject)).toBeVisible();
    await expect(inLetter.getByText('Urgency: Normal')).toBeVisible();
    await expect(letter).toHaveTextContent('pantoprazole 40 mg');
    await expect(letter).toHaveAttribute('data-letter-print');
    await expect(inLetter.queryByRole('navigation')).toBeNull();
    await expect(inLetter.queryByRole('button')).toBeNull();
    await expect(letter.textContent).not.toContain('Mark all as read');
    const css = letter.querySelector('style')?.textContent ?? '';
    await expect(css).toContain('@media print');
    await expect(css).toContain('body * { visibility: hidden !important; }');
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    await expect(window.print).toHaveBeenCalledTimes(1);
  },
};
