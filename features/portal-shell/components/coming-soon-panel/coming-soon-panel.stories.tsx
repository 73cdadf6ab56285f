import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonPanel } from './coming-soon-panel';

const meta = {
  title: 'PortalShell/ComingSoonPanel',
  component: ComingSoonPanel,
} satisfies Meta<typeof ComingSoonPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeVisible();
    await expect(canvas.getByText('This section is coming in a next release.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This section is coming in a next release.'),
    ).toBeVisible();
  },
};
