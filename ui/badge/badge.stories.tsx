import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    variant: {
      control: 'select',
      options: [
        'neutral',
        'primary',
        'secondary',
        'success',
        'warning',
        'danger',
        'info',
        'outline',
      ],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge shows its text and carries the colour classes of its variant. */
const shows =
  (text: string, ...classes: string[]): Story['play'] =>
  async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(text);
    await expect(badge).toBeVisible();
    for (const c of classes) await expect(badge.className).toContain(c);
  };

export const Neutral: Story = {
  args: { children: 'Draft' },
  play: shows('Draft', 'bg-muted', 'text-foreground'),
};

export const Primary: Story = {
  args: { variant: 'primary', children: 'New' },
  play: shows('New', 'bg-primary', 'text-primary-foreground'),
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Telemedicine' },
  play: shows('Telemedicine', 'bg-secondary', 'text-secondary-foreground'),
};

export const Success: Story = {
  args: { variant: 'success', children: 'Verified' },
  play: shows('Verified', 'bg-success', 'text-success-foreground'),
};

export const Warning: Story = {
  args: { variant: 'warning', children: 'Pending' },
  play: shows('Pending', 'bg-warning', 'text-warning-foreground'),
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Cancelled' },
  play: shows('Cancelled', 'bg-danger', 'text-danger-foreground'),
};

export const Info: Story = {
  args: { variant: 'info', children: 'Confirmed' },
  play: shows('Confirmed', 'bg-info', 'text-info-foreground'),
};

export const Outline: Story = {
  args: { variant: 'outline', children: 'Cardiology' },
  play: shows('Cardiology', 'border-input', 'text-foreground'),
};

export const WithIcon: Story = {
  args: {
    variant: 'success',
    children: (
      <>
        <CircleCheck aria-hidden />
        Verified doctor
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Verified doctor');
    await expect(badge).toBeVisible();
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
      <Badge {...args} size="lg">
        Large
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByText('Small').getBoundingClientRect().height;
    const large = canvas.getByText('Large').getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

const appointments = [
  ['requested', 'Requested', 'bg-warning'],
  ['pending', 'Pending', 'bg-warning'],
  ['confirmed', 'Confirmed', 'bg-info'],
  ['scheduled', 'Scheduled', 'bg-info'],
  ['in-progress', 'In progress', 'bg-secondary'],
  ['completed', 'Completed', 'bg-success'],
  ['cancelled', 'Cancelled', 'bg-danger'],
  ['rejected', 'Rejected', 'bg-danger'],
  ['no-show', 'No-show', 'bg-muted'],
] as const;

export const AppointmentStatus: Story = {
  render: (args) => (
    <ul className="flex max-w-md flex-wrap gap-2">
      {appointments.map(([status, label]) => (
        <li key={status}>
          <Badge {...args} status={status}>
            {label}
          </Badge>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Orange for waiting, blue for booked, green for done, red for cancelled.
    for (const [status, label, tone] of appointments) {
      const badge = canvas.getByText(label);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-status', status);
      await expect(badge.className).toContain(tone);
    }
  },
};
