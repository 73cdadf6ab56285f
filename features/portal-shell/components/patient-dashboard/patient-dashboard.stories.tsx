import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { patientDashboard } from '@mocks/handlers/patient-dashboard';
import { PatientDashboard } from './patient-dashboard';

const meta = {
  title: 'PortalShell/PatientDashboard',
  component: PatientDashboard,
  args: { name: 'Sita Sharma' },
  parameters: { visual: { waitFor: 'h2' } },
  beforeEach({ msw }) {
    msw.use(patientDashboard.success());
  },
} satisfies Meta<typeof PatientDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sita's figures and recent activity from the server, and the quick navigation. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome, Sita Sharma')).toBeVisible();
    await expect(await canvas.findByText('Upcoming appointments')).toBeVisible();
    const recent = within(canvas.getByRole('region', { name: 'Recent activity' }));
    await expect(recent.getAllByRole('link')).toHaveLength(5);
    await expect(recent.getByText('Himalayan Pharmacy')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quick navigation' })).toBeVisible();
    const mine = within(canvas.getByRole('region', { name: 'My health' }));
    await expect(mine.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/portal/user?tab=appointments',
      '/portal/user?tab=prescriptions',
      '/portal/user?tab=records',
      '/portal/user?tab=medicines',
      '/portal/user?tab=emergency',
    ]);
    const near = within(canvas.getByRole('region', { name: 'Find care near you' }));
    await expect(near.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/doctors-near-me',
      '/pharmacies-near-me',
      '/labs-near-me',
      '/hospitals-near-me',
      '/ambulance-search',
    ]);
  },
};

/** A phone: one column, every tile still a full touch target. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-[328px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Find an ambulance' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(328);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(patientDashboard.timeout());
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your dashboard…' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(patientDashboard.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Nothing yet. Your appointments, records and orders will show here.',
      ),
    ).toBeVisible();
  },
};

/** 002 §8 'Failed to load dashboard data', with Retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(patientDashboard.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load dashboard data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(patientDashboard.offline());
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Network error. Please check your connection.'),
    ).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('आगामी अपोइन्टमेन्ट')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Welcome, Sita Sharma')).toBeVisible();
  },
};
