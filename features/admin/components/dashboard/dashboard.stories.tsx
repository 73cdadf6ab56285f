import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@contract/paths';
import {
  adminDashboard,
  adminDashboardHandlers,
  pendingApprovals,
  resetAdminDashboardStore,
} from '@mocks/handlers/admin-dashboard';
import { api, hang } from '@mocks/respond';
import { AdminDashboard } from './admin-dashboard';
import { adminScreen } from '../../shared/story-frame.mock';

const meta = {
  title: 'Admin/AdminDashboard',
  component: AdminDashboard,
  ...adminScreen('[data-slot="stat-card-icon"]'),
  beforeEach({ msw }) {
    msw.use(...adminDashboardHandlers());
  },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('heading', { name: 'Latest applications' }).closest('section')!,
  );

/** Where the dashboard's buttons ask the portal to go (the admin:navigate event). */
function listenForTabs() {
  const heard = fn();
  const listener = (event: Event) => heard((event as CustomEvent<{ tab: string }>).detail.tab);
  window.addEventListener('admin:navigate', listener);
  return { heard, stop: () => window.removeEventListener('admin:navigate', listener) };
}

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,284')).toBeVisible();
    await expect(canvas.getByText('Total users')).toBeVisible();
    await expect(canvas.getByText('Pharmacies')).toBeVisible();
    // The newest first: the manual NMC request of 23 November on top.
    await waitFor(() =>
      expect(card(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent(
        'Dr. Bishnu Prasad Adhikari',
      ),
    );
    await expect(card(canvasElement).getAllByRole('listitem')).toHaveLength(4);
    await expect(card(canvasElement).getByText('Overdue')).toBeVisible();
  },
};

export const ViewAllAndQuickActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { heard, stop } = listenForTabs();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'View all' }));
      await expect(heard).toHaveBeenLastCalledWith('pending-approvals');
      await userEvent.click(canvas.getByRole('button', { name: 'Manage users' }));
      await expect(heard).toHaveBeenLastCalledWith('users');
      await userEvent.click(canvas.getByRole('button', { name: 'Manage hospitals' }));
      await expect(heard).toHaveBeenLastCalledWith('hospitals');
      await userEvent.click(canvas.getByRole('button', { name: 'System settings' }));
      await expect(heard).toHaveBeenLastCalledWith('settings');
    } finally {
      stop();
    }
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    resetAdminDashboardStore([]);
    msw.use(pendingApprovals.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No pending approvals found.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(api(paths.adminDashboard), hang));
  },
  parameters: { visual: { waitFor: 'h2' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(within(canvasElement).queryByText('Total users')).toBeNull();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(adminDashboard.serverError(), pendingApprovals.serverError());
  },
  parameters: { visual: { waitFor: 'h2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load admin stats')).toBeVisible();
    await expect(await canvas.findByText('Failed to load dashboard data')).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(adminDashboard.offline(), pendingApprovals.offline());
  },
  parameters: { visual: { waitFor: 'h2' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load admin stats'),
    ).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(adminDashboard.forbidden(), pendingApprovals.forbidden());
  },
  parameters: { visual: { waitFor: 'h2' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load admin stats'),
    ).toBeVisible();
  },
};

export const Refresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1,284');
    resetAdminDashboardStore([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByText('No pending approvals found.')).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('जम्मा प्रयोगकर्ता')).toBeVisible();
    await expect(await canvas.findByText('१,२८४')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सबै हेर्नुहोस्' })).toBeVisible();
  },
};
