import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingHero } from './landing-hero';

const meta = {
  title: 'Features/Landing/LandingHero',
  component: LandingHero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A ray of hope in healthcare' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ujyalo means light')).toBeVisible();
    await expect(canvas.getByText('Connect with Us for Healthcare and Information')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(canvas.getByRole('link', { name: 'Explore Health Information' })).toHaveAttribute(
      'href',
      '/health-feed',
    );
    // The illustration is decoration only.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
