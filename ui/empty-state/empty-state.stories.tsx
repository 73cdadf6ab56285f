import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX, SearchX } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No posts found',
    description: 'Try adjusting your filters to see more content.',
    className: 'max-w-md',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'bordered'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectTexts = async (canvasElement: HTMLElement, title: string, description?: string) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
  if (description) await expect(canvas.getByText(description)).toBeVisible();
  // The icon is decoration only.
  await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
};

export const Default: Story = {
  args: { icon: <SearchX /> },
  play: async ({ canvasElement }) => {
    await expectTexts(
      canvasElement,
      'No posts found',
      'Try adjusting your filters to see more content.',
    );
  },
};

export const DefaultTitle: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await expectTexts(canvasElement, 'Nothing here yet');
  },
};

export const WithAction: Story = {
  args: {
    variant: 'bordered',
    icon: <CalendarX />,
    title: 'No upcoming appointments',
    description: 'Book a visit with a doctor near you.',
    action: <Button onClick={fn()}>Book appointment</Button>,
  },
  play: async ({ canvasElement }) => {
    await expectTexts(
      canvasElement,
      'No upcoming appointments',
      'Book a visit with a doctor near you.',
    );
    const button = within(canvasElement).getByRole('button', { name: 'Book appointment' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Bordered: Story = {
  args: { variant: 'bordered' },
  play: async ({ canvasElement }) => {
    await expectTexts(
      canvasElement,
      'No posts found',
      'Try adjusting your filters to see more content.',
    );
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="empty-state"]')!;
    await expect(getComputedStyle(root).borderStyle).toBe('dashed');
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'No messages', description: undefined, headingLevel: 'h4' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 4, name: 'No messages' }),
    ).toBeVisible();
  },
};
