import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar';

// A stand-in photo as an inline SVG: stories never touch the network.
const photo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7fb7b2"/><circle cx="32" cy="25" r="12" fill="#f3d2b3"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#2f5f8a"/><path d="M20 22c0-9 6-13 12-13s12 4 12 13c-3-4-7-6-12-6s-9 2-12 6z" fill="#2b1d14"/></svg>',
)}`;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Sita Sharma' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { src: photo, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull());
    const img = canvas.getByRole('img', { name: 'Sita Sharma' });
    await expect(img.tagName).toBe('IMG');
    await expect(img).toBeVisible();
    await expect(canvas.queryByText('SS')).toBeNull();
  },
};

export const Fallback: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Sita Sharma' })).toHaveTextContent('SS');
    await expect(canvas.getByText('SS')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl', name: 'Hari Karki', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The photo fails to load, so the initials stay.
    await expect(await canvas.findByText('HK')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Hari Karki' })).toHaveTextContent('HK');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const DevanagariName: Story = {
  args: { name: 'राम बहादुर थापा', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'राम बहादुर थापा' });
    // Whole graphemes: the vowel signs stay with their consonants.
    await expect(avatar).toHaveTextContent('राथा');
  },
};

export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvasElement }) => {
    // Nothing to announce without a name; a generic person icon is shown.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    const fallback = canvasElement.querySelector('[data-slot="avatar"] svg');
    await expect(fallback).not.toBeNull();
    await expect(fallback).toHaveAttribute('aria-hidden', 'true');
    await expect(fallback).toBeVisible();
  },
};

export const Decorative: Story = {
  args: { decorative: true, name: 'Anjali Gurung' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} />
      <span className="font-medium">Anjali Gurung</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name is read once, from the visible text, not again from the avatar.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Anjali Gurung')).toBeVisible();
    await expect(canvas.getByText('AG')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} name="Sita Sharma" size="sm" />
      <Avatar {...args} name="Sita Sharma" size="md" />
      <Avatar {...args} name="Sita Sharma" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img', { name: 'Sita Sharma' });
    const widths = avatars.map((a) => a.getBoundingClientRect().width);
    await expect(widths).toEqual([32, 40, 56]);
  },
};
