import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@ui/toast';
import { UpdatePrompt } from './update-prompt';

const reload = fn(async () => undefined);

/**
 * "Update available" (ADR 0046): a new version installed and waits; the notice stays until
 * the person reloads into it or closes it. Storybook's preview mounts the one Toaster.
 */
const meta = {
  title: 'Offline/UpdatePrompt',
  component: UpdatePrompt,
  args: { update: reload },
  beforeEach: () => {
    reload.mockClear();
    toast.clear();
  },
  parameters: { visual: { waitFor: 'ol[tabindex] li' } },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('region', { name: /\(F8\)/ }));

/** Reload takes the new version. */
export const UpdateAvailable: Story = {
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement);
    const title = await region.findByText('Update available');
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.click(region.getByRole('button', { name: 'Reload' }));
    await expect(reload).toHaveBeenCalledOnce();
  },
};

/** No version waits: nothing is shown. */
export const UpToDate: Story = {
  render: () => <UpdatePrompt update={null} />,
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(notifications(canvasElement).queryByText('Update available')).toBeNull();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement);
    const title = await region.findByText('नयाँ संस्करण उपलब्ध छ');
    await waitFor(() => expect(title).toBeVisible());
    await expect(region.getByRole('button', { name: 'फेरि लोड गर्नुहोस्' })).toBeVisible();
  },
};
