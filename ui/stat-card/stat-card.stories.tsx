import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, CalendarX, Star, Stethoscope, Users, Wallet } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { StatCard } from './stat-card';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: {
    label: 'Appointments today',
    value: 1234,
    icon: <CalendarCheck />,
    className: 'w-72',
  },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'primary', 'secondary', 'success', 'warning', 'danger', 'info'],
    },
    variant: { control: 'inline-radio', options: ['default', 'flat'] },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label and the formatted figure are seen, and read together as a term and its value. */
const expectStat = async (canvasElement: HTMLElement, label: string, value: string) => {
  const canvas = within(canvasElement);
  const term = canvas.getByRole('term');
  await expect(term).toHaveTextContent(label);
  await expect(canvas.getByRole('definition')).toHaveTextContent(value);
  await expect(canvas.getByText(value)).toBeVisible();
};

const iconTone = async (canvasElement: HTMLElement, tone: string) => {
  const icon = canvasElement.querySelector('[data-slot="stat-card-icon"]');
  await expect(icon).toHaveAttribute('aria-hidden', 'true');
  await expect(icon?.className).toContain(`bg-${tone}`);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectStat(canvasElement, 'Appointments today', '1,234');
    await iconTone(canvasElement, 'primary');
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, label: 'Registered patients', value: 58210 },
  play: async ({ canvasElement }) => {
    await expectStat(canvasElement, 'Registered patients', '58,210');
    await expect(canvasElement.querySelector('[data-slot="stat-card-icon"]')).toBeNull();
  },
};

export const Preformatted: Story = {
  args: { label: 'Average wait', value: '12 min', icon: undefined },
  play: async ({ canvasElement }) => {
    await expectStat(canvasElement, 'Average wait', '12 min');
  },
};

export const Currency: Story = {
  args: {
    label: 'Revenue this month',
    value: 245000,
    format: { style: 'currency', currency: 'NPR', maximumFractionDigits: 0 },
    icon: <Wallet />,
    tone: 'success',
  },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByRole('definition');
    await expect(value.textContent).toMatch(/245,000/);
    await expect(value.textContent).toMatch(/NPR|Rs|रू/);
  },
};

export const TrendUp: Story = {
  args: {
    label: 'New patients',
    value: 342,
    icon: <Users />,
    trend: { value: 0.12, format: { style: 'percent' }, label: 'vs last month' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStat(canvasElement, 'New patients', '342');
    // Sighted people see an arrow and "12%"; screen readers hear "Up 12%".
    const trend = canvasElement.querySelector('[data-slot="stat-card-trend"]')!;
    await expect(trend).toHaveAttribute('data-direction', 'up');
    await expect(trend.className).toContain('bg-success');
    await expect(within(trend as HTMLElement).getByText('12%')).toBeVisible();
    await expect(canvas.getByText('Up 12%')).toHaveClass('sr-only');
    await expect(canvas.getByText('vs last month')).toBeVisible();
  },
};

export const TrendDownGood: Story = {
  args: {
    label: 'Average wait (minutes)',
    value: 18,
    icon: <Stethoscope />,
    tone: 'secondary',
    trend: { value: -4, upIsGood: false, label: 'vs last week' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStat(canvasElement, 'Average wait (minutes)', '18');
    const trend = canvasElement.querySelector('[data-slot="stat-card-trend"]')!;
    await expect(trend).toHaveAttribute('data-direction', 'down');
    // Down is shown without a minus sign: the arrow and the spoken text carry it.
    await expect(canvas.getByText('Down 4')).toBeInTheDocument();
    // Shorter waits are good news: green.
    await expect(trend.className).toContain('bg-success');
  },
};

export const TrendUpBad: Story = {
  args: {
    label: 'Cancelled appointments',
    value: 27,
    icon: <CalendarX />,
    tone: 'danger',
    trend: { value: 9, upIsGood: false, label: 'vs last week' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStat(canvasElement, 'Cancelled appointments', '27');
    const trend = canvasElement.querySelector('[data-slot="stat-card-trend"]')!;
    await expect(trend.className).toContain('bg-danger');
    await expect(canvas.getByText('Up 9')).toBeInTheDocument();
  },
};

export const TrendFlat: Story = {
  args: {
    label: 'Average rating',
    value: 4.6,
    icon: <Star />,
    tone: 'warning',
    trend: { value: 0, label: 'vs last month' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStat(canvasElement, 'Average rating', '4.6');
    await expect(canvas.getByText('No change')).toBeInTheDocument();
    const trend = canvasElement.querySelector('[data-slot="stat-card-trend"]')!;
    await expect(trend).toHaveAttribute('data-direction', 'flat');
  },
};

const toneStory = (tone: 'neutral' | 'secondary' | 'success' | 'warning' | 'danger' | 'info') =>
  ({
    args: { tone },
    play: async ({ canvasElement }) => {
      await expectStat(canvasElement, 'Appointments today', '1,234');
      await iconTone(canvasElement, tone === 'neutral' ? 'muted' : tone);
    },
  }) satisfies Story;

export const Neutral = toneStory('neutral');
export const Secondary = toneStory('secondary');
export const Success = toneStory('success');
export const Warning = toneStory('warning');
export const Danger = toneStory('danger');
export const Info = toneStory('info');

export const Flat: Story = {
  args: { variant: 'flat' },
  play: async ({ canvasElement }) => {
    await expectStat(canvasElement, 'Appointments today', '1,234');
    const card = canvasElement.querySelector('[data-slot="stat-card"]')!;
    await expect(card.className).not.toContain('shadow-sm');
  },
};
