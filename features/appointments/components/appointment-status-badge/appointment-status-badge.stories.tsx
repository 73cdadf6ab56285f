import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appointmentStatuses } from '@contract/appointments';
import { AppointmentStatusBadge } from './appointment-status-badge';

const meta = {
  title: 'Features/Appointments/AppointmentStatusBadge',
  component: AppointmentStatusBadge,
  args: { status: 'requested' },
  argTypes: { status: { control: 'select', options: appointmentStatuses } },
} satisfies Meta<typeof AppointmentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 001 §4: requested orange, confirmed blue, completed green, cancelled red. */
const expected = [
  ['requested', 'Requested', 'bg-warning'],
  ['confirmed', 'Confirmed', 'bg-info'],
  ['in-progress', 'In progress', 'bg-secondary'],
  ['completed', 'Completed', 'bg-success'],
  ['cancelled', 'Cancelled', 'bg-danger'],
] as const;

const allStatuses = () => (
  <ul className="flex flex-wrap gap-3">
    {appointmentStatuses.map((status) => (
      <li key={status}>
        <AppointmentStatusBadge status={status} size="lg" />
      </li>
    ))}
  </ul>
);

const showsEveryStatus: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  for (const [status, text, colour] of expected) {
    const badge = canvas.getByText(text);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-status', status);
    await expect(badge.className).toContain(colour);
  }
};

export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Requested');
    await expect(badge).toBeVisible();
    await expect(badge.className).toContain('bg-warning');
  },
};

export const AllStatuses: Story = { render: allStatuses, play: showsEveryStatus };

/** The dark theme's lighter status colours keep their text readable (axe checks contrast). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: allStatuses,
  play: showsEveryStatus,
};
