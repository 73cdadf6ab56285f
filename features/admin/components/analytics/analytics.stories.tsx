import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminAnalytics } from '@mocks/handlers/admin-analytics';
import { choose } from '@mocks/story-helpers';
import { AnalyticsPanel } from './analytics-panel';
import { adminScreen } from '../../shared/story-frame.mock';

const meta = {
  title: 'Admin/Analytics',
  component: AnalyticsPanel,
  ...adminScreen('svg rect'),
  beforeEach({ msw }) {
    msw.use(adminAnalytics.success());
  },
} satisfies Meta<typeof AnalyticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const overview = within(await section(canvasElement, 'Overview'));
    await expect(overview.getByText('1,248')).toBeVisible();
    await expect(overview.getByText(/498,500/)).toBeVisible();
    const growth = within(await section(canvasElement, 'User growth'));
    await expect(growth.getByText('Users: 814 new in the period, most in Oct 2026')).toBeVisible();
    const stats = within(await section(canvasElement, 'Appointment statistics'));
    await expect(stats.getByText('No-show')).toBeVisible();
    await expect(stats.getByText('14')).toBeVisible();
    const top = within(await section(canvasElement, 'Top performers'));
    await expect(top.getByText('Dr. Aarati Joshi')).toBeVisible();
    await expect(top.getByText('Not rated')).toBeVisible();
    const devices = within(await section(canvasElement, 'Device usage'));
    await expect(devices.getByText(/78.4%/)).toBeVisible();
    const plans = within(await section(canvasElement, 'Subscription analytics'));
    await expect(plans.getByText('Plans from the settings; none has been sold yet.')).toBeVisible();
  },
};

export const GrowthMetricSwitch: Story = {
  play: async ({ canvasElement }) => {
    const growth = within(await section(canvasElement, 'User growth'));
    await choose(growth, 'Show', 'Doctors');
    await expect(growth.getByText('Doctors: 39 new in the period, most in Oct 2026')).toBeVisible();
    await userEvent.click(growth.getByText('Figures as a table'));
    await expect(growth.getByRole('columnheader', { name: 'Doctors' })).toBeVisible();
  },
};

export const SevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await section(canvasElement, 'Overview');
    await choose(canvas, 'Period', 'Last 7 days');
    await waitFor(() => expect(canvas.getByText('Nov 15, 2026 to Nov 21, 2026')).toBeVisible());
    const revenue = within(await section(canvasElement, 'Revenue trend'));
    await expect(revenue.getByText(/most in Nov 18/)).toBeVisible();
  },
};

export const ExportData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await section(canvasElement, 'Overview');
    const downloads: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export Data' }));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(downloads).toHaveLength(1);
    await expect(downloads[0]).toMatch(/^ujyalo-analytics-\d{4}-\d{2}-\d{2}\.json$/);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(adminAnalytics.empty());
  },
  play: async ({ canvasElement }) => {
    const top = within(await section(canvasElement, 'Top performers'));
    await expect(top.getAllByText('Nothing in this period yet')).toHaveLength(3);
    const regions = within(await section(canvasElement, 'Geographic distribution'));
    await expect(regions.getByText('Nothing in this period yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { visual: { waitFor: '[aria-busy="true"]' } },
  beforeEach({ msw }) {
    msw.use(adminAnalytics.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Export Data' })).toBeDisabled();
  },
};

const failed =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Analytics could not load');
    await expect(alert).toHaveTextContent(text);
  };

export const ServerError: Story = {
  parameters: { visual: { waitFor: '[role="alert"]' } },
  beforeEach({ msw }) {
    msw.use(adminAnalytics.serverError());
  },
  play: failed('Something went wrong'),
};

export const Offline: Story = {
  parameters: { visual: { waitFor: '[role="alert"]' } },
  beforeEach({ msw }) {
    msw.use(adminAnalytics.offline());
  },
  play: failed('Network error. Please check your connection.'),
};

export const Forbidden: Story = {
  parameters: { visual: { waitFor: '[role="alert"]' } },
  beforeEach({ msw }) {
    msw.use(adminAnalytics.forbidden());
  },
  play: failed('You are not authorized to access this resource.'),
};

export const AnalyticsPeriodInvalid: Story = {
  parameters: { visual: { waitFor: '[role="alert"]' } },
  beforeEach({ msw }) {
    msw.use(adminAnalytics.periodInvalid());
  },
  play: failed('Please choose a period: 7 days, 30 days, 3 months, 6 months or 1 year'),
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const overview = within(await section(canvasElement, 'सारांश'));
    await expect(overview.getByText('१,२४८')).toBeVisible();
    await expect(overview.getByText(/४,९८,५००/)).toBeVisible();
    const plans = within(await section(canvasElement, 'सदस्यता विश्लेषण'));
    await expect(plans.getByText('सेटिङका योजनाहरू; अहिलेसम्म कुनै बिक्री भएको छैन।')).toBeVisible();
  },
};

export const NepaliEmpty: Story = {
  globals: { locale: 'ne' },
  beforeEach({ msw }) {
    msw.use(adminAnalytics.empty());
  },
  play: async ({ canvasElement }) => {
    const regions = within(await section(canvasElement, 'भौगोलिक वितरण'));
    await expect(regions.getByText('यस अवधिमा अहिलेसम्म केही छैन')).toBeVisible();
  },
};
