import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutSection } from './about-section';

const meta = {
  title: 'Features/Landing/AboutSection',
  component: AboutSection,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(
      within(canvasElement).getByRole('region', { name: 'About Ujyalo Health' }),
    );
    await expect(region.getByText(/Ujyalo means light\./)).toBeVisible();
    await expect(region.getByText(/We are in beta/)).toBeVisible();
    await expect(region.getByRole('link', { name: 'More about us' })).toHaveAttribute(
      'href',
      '/about',
    );
  },
};
