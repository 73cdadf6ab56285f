import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordInput } from './password-input';

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Password', autoComplete: 'current-password', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('namaste');
    await expect(input).toHaveValue('namaste');
    await expect(args.onChange).toHaveBeenCalled();
    // No meter unless asked for.
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

export const ToggleVisibility: Story = {
  args: { defaultValue: 'Namaste@123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Keyboard: Tab from the input reaches the toggle; Space shows the password.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Namaste@123');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = {
  args: { defaultValue: 'Namaste@123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Namaste@123');
  },
};

export const WithStrengthEmpty: Story = {
  args: { showStrength: true, autoComplete: 'new-password', 'aria-label': 'New password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '5');
    await expect(canvas.getByText('To make it stronger, add:')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    const input = canvas.getByLabelText('New password');
    await userEvent.type(input, 'abcdefgh');
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Fair');
    await expect(canvas.queryByText('At least 8 characters')).toBeNull();
    await expect(canvas.getByText('An uppercase letter')).toBeVisible();
  },
};

export const WithStrengthFair: Story = {
  args: {
    showStrength: true,
    autoComplete: 'new-password',
    'aria-label': 'New password',
    defaultValue: 'Namaste',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByText('Fair')).toBeVisible();
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAccessibleDescription(
      /Password strength: Fair\s*To make it stronger, add:\s*At least 8 characters\s*A number\s*A special character/,
    );
  },
};

export const WithStrengthStrong: Story = {
  args: {
    showStrength: true,
    autoComplete: 'new-password',
    'aria-label': 'New password',
    defaultValue: 'Namaste12',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
    await expect(canvas.getByText('Strong')).toBeVisible();
    await expect(canvas.getByText('A special character')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), '!');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.getByText('Very strong')).toBeVisible();
    await expect(canvas.queryByText('To make it stronger, add:')).toBeNull();
  },
};

export const WithStrengthVeryStrong: Story = {
  args: {
    showStrength: true,
    autoComplete: 'new-password',
    'aria-label': 'New password',
    defaultValue: 'Namaste@123',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.getByText('Very strong')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Namaste@123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
