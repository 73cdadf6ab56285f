import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ComingSoonPage from './coming-soon-page';

const meta = {
  title: 'Pages/ComingSoon',
  component: ComingSoonPage,
  parameters: { layout: 'fullscreen' },
  args: { which: 'labsNearMe' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabsNearMe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Labs Near Me' })).toBeVisible();
    await expect(canvas.getByText('Expected launch: Nov/Dec 2025')).toBeVisible();
    const progress = canvas.getByRole('progressbar', { name: 'Development progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '65');
    await expect(progress).toHaveAttribute('aria-valuetext', '65%');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // No registration on a placeholder (000 §2).
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const DoctorPortal: Story = {
  args: { which: 'doctorPortal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Doctor Portal' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Development progress' })).toBeVisible();
  },
};
