import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDateAD } from '@lib/format';
import { DoctorDashboard } from './doctor-dashboard';

// A fixed day, so the story reads the same every day: 15 Baisakh 2082 BS.
const today = new Date('2025-04-28T09:00:00+05:45');

const meta = {
  title: 'PortalShell/DoctorDashboard',
  component: DoctorDashboard,
  args: { name: 'Dr. Ram Thapa', today },
} satisfies Meta<typeof DoctorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome, Dr. Ram Thapa')).toBeVisible();
    await expect(canvas.getByText(`Today is ${formatDateAD(today, 'en')}`)).toBeVisible();
    await expect(canvas.getByText(/2025/)).toBeVisible();
    // No photo: the initials stand in, taken from the name, not from "Dr.".
    await expect(canvas.getByText('RT')).toBeVisible();
  },
};

/** In Nepali the date reads in Bikram Sambat, with the AD date beside it. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/१५ बैशाख २०८२/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Welcome, Dr. Ram Thapa')).toBeVisible();
  },
};
