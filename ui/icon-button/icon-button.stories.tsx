import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <X />, onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger'],
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const playClickAndKeys =
  (name: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name });
    // The icon is decoration; the label is the name.
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  };

export const Ghost: Story = {
  play: playClickAndKeys('Close'),
};

export const Primary: Story = {
  args: { variant: 'primary', label: 'Notifications', children: <Bell /> },
  play: playClickAndKeys('Notifications'),
};

export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Notifications', children: <Bell /> },
  play: playClickAndKeys('Notifications'),
};

export const Outline: Story = {
  args: { variant: 'outline', label: 'Notifications', children: <Bell /> },
  play: playClickAndKeys('Notifications'),
};

export const Danger: Story = {
  args: { variant: 'danger', label: 'Delete record', children: <Trash2 /> },
  play: playClickAndKeys('Delete record'),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

export const AsLink: Story = {
  args: {
    asChild: true,
    label: 'Notifications',
    children: (
      <a href="#notifications">
        <Bell />
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notifications' });
    await expect(link).toHaveAttribute('href', '#notifications');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
