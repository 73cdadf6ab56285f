import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DonationQr } from './donation-qr';

/** A small stand-in for the settings' QR image (a data URL: no request leaves the story). */
const qrUrl = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 7 7' shape-rendering='crispEdges'><rect width='7' height='7' fill='#fff'/><path d='M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 5h1v2H6zM4 6h1v1H4z' fill='#000'/></svg>",
)}`;

const meta = {
  title: 'Features/Landing/DonationQr',
  component: DonationQr,
  args: { qrUrl },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DonationQr>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Support Ujyalo' }));
    const image = region.getByRole('img', { name: 'QR code for a donation to Ujyalo Health' });
    await expect(image).toHaveAttribute('src', qrUrl);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(region.getByText(/you can buy us a coffee/)).toBeVisible();
    await expect(region.getByText('Thank you for helping us keep the light on.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
