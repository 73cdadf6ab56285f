import type { Meta, StoryObj } from '@storybook/react-vite';
import { WifiOff } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { onRetry: fn(), className: 'max-w-md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'bordered'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      canvas.getByText('We couldn’t load this. Please try again in a moment.'),
    ).toBeVisible();
    // Keyboard: Tab reaches Retry, Enter presses it.
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const CustomTexts: Story = {
  args: {
    icon: <WifiOff />,
    title: 'Could not load doctors',
    description: 'You seem to be offline. Reconnect and try again.',
    retryLabel: 'Reload doctors',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load doctors');
    await expect(
      canvas.getByText('You seem to be offline. Reconnect and try again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload doctors' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, description: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Retrying: Story = {
  args: {
    // Never settles: the button stays busy.
    onRetry: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the button, and further presses are ignored.
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RetrySettles: Story = {
  args: { onRetry: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50))) },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Bordered: Story = {
  args: { variant: 'bordered', size: 'sm', headingLevel: 'h2', title: 'Payment failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment failed' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
