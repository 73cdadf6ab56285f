import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PatientDashboard } from './patient-dashboard';

const meta = {
  title: 'PortalShell/PatientDashboard',
  component: PatientDashboard,
  args: { name: 'Sita Sharma' },
} satisfies Meta<typeof PatientDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome, Sita Sharma')).toBeVisible();
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

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Welcome, Sita Sharma')).toBeVisible();
  },
};
