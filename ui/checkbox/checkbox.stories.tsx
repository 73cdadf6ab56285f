import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Send me SMS reminders', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me SMS reminders' });
    await expect(checkbox).not.toBeChecked();
    // Clicking the label toggles it.
    await userEvent.click(canvas.getByText('Send me SMS reminders'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Keyboard: Tab reaches it, Space toggles it.
    checkbox.blur();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send me SMS reminders' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'All family members', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'All family members' });
    await expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Share my records with my doctor',
    hint: 'You can stop sharing at any time in Settings.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Share my records with my doctor',
    });
    await expect(checkbox).toHaveAccessibleDescription(
      'You can stop sharing at any time in Settings.',
    );
    await userEvent.click(within(canvasElement).getByText('Share my records with my doctor'));
    await expect(checkbox).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { label: 'I agree to the terms of service', invalid: true, required: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I agree to the terms of service',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me SMS reminders' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Send me SMS reminders'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Send me SMS reminders' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Select row' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Select row' });
    // The 20 px box has a 44 px hit area: a click near its edge still toggles it.
    const box = checkbox.getBoundingClientRect();
    const doc = canvasElement.ownerDocument;
    const y = box.top + box.height / 2;
    await expect(doc.elementFromPoint(box.right + 10, y)).toBe(checkbox);
    await expect(doc.elementFromPoint(box.left + box.width / 2, box.bottom + 10)).toBe(checkbox);
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
