import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from './progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { label: 'Profile completeness', value: 60, className: 'w-80' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'success', 'warning', 'danger', 'info'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar is visible, named, and reports its value as a percentage. */
const expectBar = async (canvasElement: HTMLElement, name: string, now: number, text: string) => {
  const bar = within(canvasElement).getByRole('progressbar', { name });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', String(now));
  await expect(bar).toHaveAttribute('aria-valuetext', text);
};

export const Default: Story = {
  play: async (ctx) => {
    await expectBar(ctx.canvasElement, 'Profile completeness', 60, '60%');
    await expect(within(ctx.canvasElement).getByText('Profile completeness')).toBeVisible();
  },
};

export const WithValue: Story = {
  args: { showValue: true, value: 45, label: 'Uploading report' },
  play: async (ctx) => {
    await expectBar(ctx.canvasElement, 'Uploading report', 45, '45%');
    await expect(within(ctx.canvasElement).getByText('45%')).toBeVisible();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Booking progress', value: 25 },
  play: async (ctx) => {
    await expectBar(ctx.canvasElement, 'Booking progress', 25, '25%');
    await expect(within(ctx.canvasElement).queryByText('Booking progress')).toBeNull();
  },
};

export const CustomMax: Story = {
  args: { label: 'Doses taken', value: 3, max: 4, showValue: true },
  play: async (ctx) => {
    await expectBar(ctx.canvasElement, 'Doses taken', 3, '75%');
    const bar = within(ctx.canvasElement).getByRole('progressbar', { name: 'Doses taken' });
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    await expect(within(ctx.canvasElement).getByText('75%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { tone: 'success', value: 100, showValue: true, label: 'Profile completeness' },
  play: async (ctx) => {
    await expectBar(ctx.canvasElement, 'Profile completeness', 100, '100%');
    const bar = within(ctx.canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Loading records' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading records' });
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const OutOfRange: Story = {
  args: { value: 140, showValue: true, label: 'Daily water goal' },
  play: async (ctx) => {
    // Values past the maximum are clamped, never shown as 140%.
    await expectBar(ctx.canvasElement, 'Daily water goal', 100, '100%');
  },
};

const toneStory = (tone: NonNullable<Story['args']>['tone'], label: string): Story => ({
  args: { tone, label, value: 70 },
  play: async (ctx) => {
    await expectBar(ctx.canvasElement, label, 70, '70%');
    const indicator = ctx.canvasElement.querySelector('[data-slot="progress-indicator"]');
    await expect(indicator?.className).toContain(`bg-${tone}`);
  },
});

export const Secondary = toneStory('secondary', 'Therapy sessions attended');
export const Success = toneStory('success', 'Vaccination schedule');
export const Warning = toneStory('warning', 'Storage used');
export const Danger = toneStory('danger', 'Missed doses');
export const Info = toneStory('info', 'Lab results ready');

export const Sizes: Story = {
  render: (args) => (
    <div className="flex w-80 flex-col gap-4">
      <Progress {...args} size="sm" label="Small" />
      <Progress {...args} size="md" label="Medium" />
      <Progress {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};
