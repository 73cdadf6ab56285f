import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './code-input';

const meta = {
  title: 'UI/CodeInput',
  component: CodeInput,
  args: { 'aria-label': 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');
    // Keyboard: Tab focuses it; digits fill the boxes left to right.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12a3');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    // Backspace removes the last digit.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // Nothing past the length.
    await userEvent.keyboard('7');
    await expect(input).toHaveValue('123456');
  },
};

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('Your code: 482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const NepaliDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('४८२९१३');
    // Devanagari digits are accepted and stored as ASCII.
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

export const Partial: Story = {
  args: { defaultValue: '482' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveValue('482');
    await expect(canvas.getByText('4')).toBeVisible();
    await expect(canvas.getByText('8')).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith('4');
  },
};

export const Filled: Story = {
  args: { defaultValue: '482913' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('482913');
    for (const digit of ['4', '8', '2', '9', '1', '3']) {
      await expect(canvas.getByText(digit)).toBeVisible();
    }
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const FourDigits: Story = {
  args: { length: 4, 'aria-label': 'PIN' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PIN' });
    await userEvent.type(input, '2081');
    await expect(args.onComplete).toHaveBeenCalledWith('2081');
  },
};

export const Alphanumeric: Story = {
  args: { alphanumeric: true, 'aria-label': 'Referral code' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Referral code' });
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input, 'ab-12cd');
    await expect(input).toHaveValue('AB12CD');
    await expect(args.onComplete).toHaveBeenCalledWith('AB12CD');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: '000000' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Verification code' }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '48' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
