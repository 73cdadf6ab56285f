import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDateAD } from '@lib/format';
import * as fixtures from '@mocks/fixtures/doctor-dashboard';
import { sessions } from '@mocks/fixtures/sessions';
import { doctorAnalytics, doctorDashboard } from '@mocks/handlers/doctor-dashboard';
import {
  listNotifications,
  notificationStore,
  readAllNotifications,
  readNotification,
} from '@mocks/handlers/notifications';
import { DoctorDashboard } from './doctor-dashboard';

/** The doctor portal's Dashboard tab (001 §2.1): each inner tab and each data state. */

const meta = {
  title: 'DoctorDashboard/DoctorDashboard',
  component: DoctorDashboard,
  parameters: { session: sessions.appointmentsDoctor },
  args: { name: 'Dr. Aarati Joshi', today: fixtures.storyToday },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-6xl">
        <h1 className="sr-only">Dashboard</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    notificationStore.reset(fixtures.doctorInbox);
    msw.use(
      doctorDashboard.success(),
      doctorAnalytics.success(),
      listNotifications.success(),
      readNotification.success(),
      readAllNotifications.success(),
    );
  },
} satisfies Meta<typeof DoctorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const figures = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="stat-card-value"]')].map((dd) => dd.textContent);

/** The welcome, the four figures, the quick actions and the three lists. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome, Dr. Aarati Joshi')).toBeVisible();
    await expect(
      canvas.getByText(`Today is ${formatDateAD(fixtures.storyToday, 'en')}`),
    ).toBeVisible();
    await expect(await canvas.findByText('Total Appointments')).toBeVisible();
    await expect(figures(canvasElement)).toEqual(['48', '31', '27', '4.6']);
    await expect(canvas.getByText('2 pending')).toBeVisible();
    await expect(canvas.getByText('23 ratings')).toBeVisible();
    for (const [name, tab] of [
      ['New Prescription', 'prescriptions'],
      ['Patient Referral', 'referrals'],
      ['Consultation', 'consultations'],
      ['Medical Letters', 'letters'],
    ])
      await expect(canvas.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/portal/doctor?tab=${tab}`,
      );
    const upcoming = within(canvas.getByRole('region', { name: 'Upcoming Appointments' }));
    await expect(upcoming.getAllByRole('listitem').length).toBeLessThanOrEqual(5);
    await expect(upcoming.getByText('Hari Prasad Adhikari')).toBeVisible();
    await expect(
      upcoming.getByRole('link', { name: 'View all: Upcoming Appointments' }),
    ).toHaveAttribute('href', '/portal/doctor?tab=appointments');
    const patients = within(canvas.getByRole('region', { name: 'Recent Patients' }));
    await expect(patients.getAllByRole('listitem')).toHaveLength(5);
    const prescriptions = within(canvas.getByRole('region', { name: 'Recent Prescriptions' }));
    await expect(prescriptions.getByText('Stable angina')).toBeVisible();
    // The unread count rides on the Notifications tab.
    await expect(await canvas.findByRole('tab', { name: 'Notifications, 2' })).toBeVisible();
  },
};

/** Six months of real figures, this month against last, the rating spread and the posts. */
export const Analytics: Story = {
  args: { defaultTab: 'analytics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('rowheader', { name: 'November 2026' })).toBeVisible();
    await expect(canvas.getByText('Appointments: this month 10, last month 8')).toBeVisible();
    await expect(canvas.getByText('Up 25%')).toBeInTheDocument();
    await expect(canvas.getByText('Down 25%')).toBeInTheDocument();
    await expect(canvas.getByText('from 23 ratings')).toBeVisible();
    await expect(canvas.getByText('5 stars')).toBeVisible();
    await expect(canvas.getByText('Monthly Reach')).toBeVisible();
    await expect(canvas.getByText('214')).toBeVisible();
    await expect(canvas.getByText('15%')).toBeVisible();
  },
};

/** The ten newest; a click marks one read, Mark all as read the rest. */
export const Notifications: Story = {
  args: { defaultTab: 'notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: /New appointment request/ });
    await expect(canvas.getAllByText('Unread')).toHaveLength(2);
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getAllByText('Unread')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(canvas.queryAllByText('Unread')).toHaveLength(0));
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const NoNotifications: Story = {
  args: { defaultTab: 'notifications' },
  beforeEach({ msw }) {
    msw.use(listNotifications.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No notifications yet' }),
    ).toBeVisible();
  },
};

/** A doctor who has just joined: zeros and an empty line in each list. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(doctorDashboard.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No upcoming appointments')).toBeVisible();
    await expect(figures(canvasElement)).toEqual(['0', '0', '0', '0.0']);
    await expect(canvas.getByText('No ratings yet')).toBeVisible();
    await expect(canvas.getByText('No patients yet')).toBeVisible();
    await expect(canvas.getByText('No prescriptions yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(doctorDashboard.timeout());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '' })).toHaveTextContent(
      'Loading dashboard...',
    );
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(doctorDashboard.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The dashboard could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(doctorDashboard.offline());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The dashboard could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByText('Network error. Please check your connection.')).toBeVisible();
  },
};

/** In Nepali: Devanagari digits, and the date in Bikram Sambat beside AD. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('जम्मा अपोइन्टमेन्ट')).toBeVisible();
    await expect(canvas.getByText('आज ५ मंसिर २०८३ (२०२६ नोभेम्बर २१)')).toBeVisible();
    await expect(figures(canvasElement)).toEqual(['४८', '३१', '२७', '४.६']);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Total Appointments')).toBeVisible();
  },
};

/** On a 360 px phone the cards stack and every quick action stays a full-width target. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: {
        phone: {
          name: 'Phone (360 px)',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'New Prescription' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
