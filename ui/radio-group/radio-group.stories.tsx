import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './radio-group';

const visitTypes = [
  { value: 'clinic', label: 'At the clinic' },
  { value: 'video', label: 'Video call' },
  { value: 'phone', label: 'Phone call' },
];

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Visit type', options: visitTypes, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses and releases an arrow key like a person does. Radix chooses the option
 * focused while an arrow key is held down, so keydown and keyup must not be
 * dispatched in the same tick.
 */
async function press(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.keyboard(`{/${key}}`);
}

export const Vertical: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Visit type' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    // Clicking a label chooses its option.
    await userEvent.click(canvas.getByText('Video call'));
    await expect(canvas.getByRole('radio', { name: 'Video call' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('video');
    // Keyboard: arrows move and choose, wrapping around.
    await press('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await press('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'At the clinic' })).toBeChecked();
    await press('ArrowUp');
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clinic = canvas.getByRole('radio', { name: 'At the clinic' });
    const video = canvas.getByRole('radio', { name: 'Video call' });
    await expect(video.getBoundingClientRect().top).toBeCloseTo(clinic.getBoundingClientRect().top);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.click(clinic);
    await press('ArrowRight');
    await expect(video).toHaveFocus();
    await expect(video).toBeChecked();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('radio', { name: 'Phone call' });
    await expect(phone).toBeChecked();
    // Tab enters the group at the chosen option.
    await userEvent.tab();
    await expect(phone).toHaveFocus();
    await userEvent.tab();
    await expect(phone).not.toHaveFocus();
  },
};

export const WithHints: Story = {
  args: {
    'aria-label': 'Payment',
    options: [
      { value: 'esewa', label: 'eSewa', hint: 'Pay now from your eSewa wallet.' },
      { value: 'khalti', label: 'Khalti', hint: 'Pay now from your Khalti wallet.' },
      { value: 'cash', label: 'Cash at the clinic', hint: 'Pay when you arrive.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cash = canvas.getByRole('radio', { name: 'Cash at the clinic' });
    await expect(cash).toHaveAccessibleDescription('Pay when you arrive.');
    await userEvent.click(cash);
    await expect(cash).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { invalid: true, required: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Visit type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'clinic' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Video call'), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'At the clinic' })).not.toHaveFocus();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'clinic', label: 'At the clinic' },
      { value: 'video', label: 'Video call (not offered by this doctor)', disabled: true },
      { value: 'phone', label: 'Phone call' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'At the clinic' }));
    // Arrow keys skip the disabled option.
    await press('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toHaveFocus();
    await expect(
      canvas.getByRole('radio', { name: 'Video call (not offered by this doctor)' }),
    ).toBeDisabled();
  },
};
