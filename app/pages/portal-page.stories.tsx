import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createRealtimeHub, RealtimeProvider } from '@lib/realtime';
import { sessions } from '@mocks/fixtures/sessions';
import { careCountsStore } from '@mocks/handlers/care-counts';
import PortalPage from './portal-page';

const meta = {
  title: 'Pages/Portal',
  component: PortalPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {
  args: { portal: 'user' },
  parameters: {
    router: { initialEntries: ['/portal/user?tab=dashboard'] },
    session: sessions.patient,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Patient portal' }));
    await expect(nav.getAllByRole('link')).toHaveLength(10);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome, Sita Sharma')).toBeVisible();
    // Issue 17: the figures and recent activity, and the visited doctors under them.
    await expect(await canvas.findByRole('region', { name: 'Recent activity' })).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Rate Dr. Aarati Joshi' }),
    ).toBeVisible();
  },
};

export const Doctor: Story = {
  args: { portal: 'doctor' },
  parameters: {
    // Every doctor tab is built now (issue 18 was the last): Referrals opens its own screen.
    router: { initialEntries: ['/portal/doctor?tab=referrals'] },
    session: sessions.doctor,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Doctor portal' }));
    await expect(nav.getAllByRole('link')).toHaveLength(14);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /Incoming/ })).toBeVisible();
    await expect(canvas.queryByText('This section is coming in a next release.')).toBeNull();
  },
};

const careHub = createRealtimeHub();

/** Issue 18: the doctor's care badges come from the server and change when a care event arrives. */
export const DoctorLiveBadges: Story = {
  args: { portal: 'doctor' },
  parameters: {
    router: { initialEntries: ['/portal/doctor?tab=appointments'] },
    session: sessions.doctor,
    // The phone-width picture folds the sidebar behind Menu; Portal Shell's DoctorBadges
    // story holds the badges' picture.
    visual: false,
  },
  decorators: [
    (Story) => (
      <RealtimeProvider hub={careHub}>
        <Story />
      </RealtimeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Doctor portal' });
    const sidebar = within(nav);
    await expect(await sidebar.findByRole('link', { name: 'Referrals 2 pending' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Consultations 1 active' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Requests 3 new' })).toBeVisible();
    // A colleague refers a patient: the server counts three, and says so live.
    careCountsStore.set({ referralsPending: 3 });
    careHub.receive('referral_created', { referralId: 'r-live', status: 'pending' });
    await expect(await sidebar.findByRole('link', { name: 'Referrals 3 pending' })).toBeVisible();
    // The last request is answered: no badge on Requests.
    careCountsStore.set({ requestsNew: 0 });
    careHub.receive('request_status_changed', { requestId: 'q-1', status: 'accepted' });
    await expect(await sidebar.findByRole('link', { name: 'Requests' })).toBeVisible();
  },
};

export const PatientHealthPosts: Story = {
  args: { portal: 'user' },
  parameters: {
    router: { initialEntries: ['/portal/user?tab=health-posts'] },
    session: sessions.patient,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health Posts' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All Posts' })).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: 'Enjoying Maghe Sankranti sweets with diabetes' }),
      ).toBeVisible(),
    );
  },
};

export const DoctorBlog: Story = {
  args: { portal: 'doctor' },
  parameters: {
    router: { initialEntries: ['/portal/doctor?tab=blog&section=analytics'] },
    session: sessions.doctor,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The writing tools load on first use.
    await expect(
      await canvas.findByRole('tab', { name: 'Analytics', selected: true }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Monthly Reach')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Create New Post' })).toBeVisible();
  },
};

export const Admin: Story = {
  args: { portal: 'admin' },
  parameters: {
    router: { initialEntries: ['/portal/admin'] },
    session: sessions.admin,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The admin portal loads on its own, after the page.
    const nav = within(
      await canvas.findByRole('navigation', { name: 'Admin portal' }, { timeout: 10_000 }),
    );
    await expect(nav.getAllByRole('link')).toHaveLength(12);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pending Approvals' }),
    ).toBeVisible();
    await expect(nav.getByText('Administrator')).toBeVisible();
    // The queue itself, not "coming soon".
    await expect(await canvas.findByRole('table', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { portal: 'doctor' },
  parameters: {
    router: { initialEntries: ['/portal/doctor'] },
    session: sessions.loading,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};
