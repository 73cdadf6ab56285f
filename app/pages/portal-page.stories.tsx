import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
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
    // A tab still to come (referrals, issue 18) shows the coming-soon panel.
    router: { initialEntries: ['/portal/doctor?tab=referrals'] },
    session: sessions.doctor,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Doctor portal' }));
    await expect(nav.getAllByRole('link')).toHaveLength(14);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    await expect(canvas.getByText('This section is coming in a next release.')).toBeVisible();
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
