import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingStars } from './rating-stars';

const meta = {
  title: 'UI/RatingStars',
  component: RatingStars,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    mode: { control: 'inline-radio', options: ['display', 'input'] },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses an arrow key the way a person does: held for a moment. Radix moves focus
 * on the next tick and chooses the star only while the key is still down.
 */
const pressArrow = async (key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown') => {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 30));
  await userEvent.keyboard(`{/${key}}`);
};

const fills = (canvasElement: HTMLElement) =>
  (
    canvasElement.querySelector('[data-slot="rating-stars-stars"]')?.getAttribute('data-fills') ??
    ''
  )
    .split(' ')
    .map(Number);

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rated 0.0 out of 5' });
    await expect(rating).toHaveTextContent('0.0');
    await expect(fills(canvasElement)).toEqual([0, 0, 0, 0, 0]);
  },
};

export const ThreeAndAHalf: Story = {
  args: { value: 3.5 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rated 3.5 out of 5' });
    await expect(rating).toHaveTextContent('3.5');
    await expect(fills(canvasElement)).toEqual([1, 1, 1, 0.5, 0]);
  },
};

export const Average: Story = {
  args: { value: 4.36, count: 128 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One decimal, half stars, and the number of ratings.
    const rating = canvas.getByRole('img', { name: 'Rated 4.4 out of 5, 128 ratings' });
    await expect(rating).toHaveTextContent('4.4');
    await expect(rating).toHaveTextContent('(128)');
    await expect(fills(canvasElement)).toEqual([1, 1, 1, 1, 0.5]);
  },
};

export const Five: Story = {
  args: { value: 5, count: 1 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rated 5.0 out of 5, 1 rating' });
    await expect(rating).toHaveTextContent('5.0');
    await expect(fills(canvasElement)).toEqual([1, 1, 1, 1, 1]);
  },
};

export const NoRatings: Story = {
  args: { value: 0, count: 0 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'No ratings yet' });
    await expect(rating).toHaveTextContent('No ratings yet');
    await expect(rating).not.toHaveTextContent('0.0');
  },
};

export const StarsOnly: Story = {
  args: { value: 4.8, showValue: false, size: 'sm' },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rated 4.8 out of 5' });
    await expect(rating).not.toHaveTextContent('4.8');
    await expect(fills(canvasElement)).toEqual([1, 1, 1, 1, 1]);
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-3">
      <RatingStars value={4.2} size="sm" />
      <RatingStars value={4.2} size="md" />
      <RatingStars value={4.2} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const ratings = within(canvasElement).getAllByRole('img', { name: 'Rated 4.2 out of 5' });
    // Each star is as tall as it is wide (16, 20 and 24 px); five of them, 2 px apart.
    const boxes = ratings.map((r) => r.querySelector('svg')!.getBoundingClientRect());
    await expect(boxes.map((box) => box.height)).toEqual([16, 20, 24]);
    await expect(boxes.map((box) => box.width)).toEqual([88, 108, 128]);
  },
};

export const Input: Story = {
  args: { onChange: fn(), label: 'Rate your visit' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Rate your visit' });
    const options = within(group).getAllByRole('radio');
    await expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    for (const option of options) {
      await expect(option).not.toBeChecked();
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

export const InputKeyboard: Story = {
  args: { onChange: fn(), defaultValue: 3, label: 'Rate Dr. Sita Sharma' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    // Tab lands on the chosen star; arrows move and choose.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await pressArrow('ArrowRight');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await pressArrow('ArrowLeft');
    await pressArrow('ArrowLeft');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    canvas.getByRole('radio', { name: '2 stars' }).blur();
  },
};

export const InputControlled: Story = {
  args: { mode: 'input' },
  render: function Controlled(args) {
    const [value, setValue] = useState(5);
    return (
      <div className="flex items-center gap-3">
        <RatingStars {...args} value={value} onChange={setValue} label="Rate the clinic" />
        <output className="text-sm">{value} of 5</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 5');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
  },
};

export const InputDisabled: Story = {
  args: { mode: 'input', value: 4, disabled: true, label: 'Your rating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('radio');
    for (const option of options) await expect(option).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};
