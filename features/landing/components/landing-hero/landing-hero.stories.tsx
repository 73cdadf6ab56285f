import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectHero } from '../../landing.mock';
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
    await expectHero(canvasElement);
    // The illustration is decoration only.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
