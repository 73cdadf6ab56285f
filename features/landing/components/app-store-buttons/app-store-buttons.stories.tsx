import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStoreButtons } from './app-store-buttons';

const meta = {
  title: 'Features/Landing/AppStoreButtons',
  component: AppStoreButtons,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppStoreButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both stores are announced as unavailable, "Coming soon", yet reachable by keyboard. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const region = within(
      within(canvasElement).getByRole('region', { name: 'Take Ujyalo with you' }),
    );
    await expect(region.getByText('Coming soon')).toBeVisible();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'App Store' })).toHaveFocus();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Google Play' })).toHaveFocus();
    for (const name of ['App Store', 'Google Play']) {
      const button = region.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Coming soon');
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: ComingSoon.play,
};
