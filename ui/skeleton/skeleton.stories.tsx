import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonText } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { className: 'h-24 w-64' },
  argTypes: { shape: { control: 'inline-radio', options: ['rect', 'circle', 'text'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholders are seen, pulse unless motion is reduced, and are not announced. */
const expectPlaceholders = async (canvasElement: HTMLElement, count: number) => {
  const placeholders = canvasElement.querySelectorAll<HTMLElement>('[data-slot="skeleton"]');
  await expect(placeholders).toHaveLength(count);
  for (const p of placeholders) {
    await expect(p).toBeVisible();
    await expect(p.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(p.className).toContain('animate-pulse');
    await expect(p.className).toContain('motion-reduce:animate-none');
  }
};

export const Rectangle: Story = {
  play: async ({ canvasElement }) => {
    await expectPlaceholders(canvasElement, 1);
    const box = canvasElement.querySelector('[data-slot="skeleton"]')!.getBoundingClientRect();
    await expect(box.width).toBe(256);
    await expect(box.height).toBe(96);
  },
};

export const Circle: Story = {
  args: { shape: 'circle', className: 'size-12' },
  play: async ({ canvasElement }) => {
    await expectPlaceholders(canvasElement, 1);
    const el = canvasElement.querySelector<HTMLElement>('[data-slot="skeleton"]')!;
    await expect(getComputedStyle(el).borderRadius).not.toBe('0px');
  },
};

export const Text: Story = {
  render: () => <SkeletonText lines={4} className="w-72" />,
  play: async ({ canvasElement }) => {
    await expectPlaceholders(canvasElement, 4);
    const lines = [...canvasElement.querySelectorAll('[data-slot="skeleton"]')];
    const widths = lines.map((l) => l.getBoundingClientRect().width);
    // The last line is shorter, like the end of a paragraph.
    await expect(widths[3]).toBeLessThan(widths[0]!);
  },
};

export const CardPlaceholder: Story = {
  render: () => (
    <div
      aria-busy="true"
      className="flex w-80 flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <span className="sr-only" role="status">
        Loading doctors
      </span>
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-12" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton shape="text" className="w-2/3" />
          <Skeleton shape="text" className="w-1/3" />
        </div>
      </div>
      <SkeletonText lines={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One announcement for the whole region; the shapes themselves are silent.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading doctors');
    await expectPlaceholders(canvasElement, 5);
  },
};
