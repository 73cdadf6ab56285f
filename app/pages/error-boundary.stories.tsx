import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';

function Thrower(): never {
  throw new Error('Story: a component failed to render');
}

const meta = {
  title: 'Pages/ErrorBoundary',
  component: ErrorBoundary,
  parameters: { layout: 'fullscreen' },
  args: { onRefresh: fn(), children: <Thrower /> },
} satisfies Meta<ErrorBoundaryProps>;

export default meta;
type Story = StoryObj<ErrorBoundaryProps>;

/** A child throws while rendering: the fallback replaces it, and Refresh Page reloads. */
export const ChildThrows: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await step('Refresh the page', async () => {
      await userEvent.click(within(alert).getByRole('button', { name: 'Refresh Page' }));
      await expect(args.onRefresh).toHaveBeenCalledOnce();
    });
  },
};

/** Nothing throws: the children show as they are. */
export const NoError: Story = {
  args: { children: <p>Page content</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page content')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
