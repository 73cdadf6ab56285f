import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { CodeInput } from '../code-input';
import { Input } from '../input';
import { PasswordInput } from '../password-input';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import { Textarea } from '../textarea';
import { Field } from './field';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Full name', children: <Input autoComplete="name" /> },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toBeRequired();
    // Clicking the label focuses the control.
    await userEvent.click(canvas.getByText('Full name'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Sita Sharma');
    await expect(input).toHaveValue('Sita Sharma');
  },
};

export const WithHint: Story = {
  args: { hint: 'As written on your citizenship card.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAccessibleDescription('As written on your citizenship card.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^Full name/ });
    await expect(input).toBeRequired();
    // Screen readers hear "(required)"; sighted people see an asterisk.
    await expect(input).toHaveAccessibleName('Full name (required)');
    await expect(canvas.getByText('(required)')).toHaveClass('sr-only');
  },
};

export const WithError: Story = {
  args: {
    hint: 'As written on your citizenship card.',
    error: 'Enter your full name.',
    children: <Input autoComplete="name" defaultValue="S" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter your full name.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      'As written on your citizenship card. Enter your full name.',
    );
  },
};

function ValidatedForm() {
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setError(
          String(data.get('phone') ?? '').length === 10
            ? undefined
            : 'Enter a 10-digit mobile number.',
        );
      }}
    >
      <Field label="Mobile number" required error={error}>
        <Input name="phone" type="tel" inputMode="numeric" autoComplete="tel" />
      </Field>
      <Button type="submit">Continue</Button>
    </form>
  );
}

export const ErrorAppearsOnSubmit: Story = {
  render: () => <ValidatedForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^Mobile number/ });
    await userEvent.type(input, '98412');
    await userEvent.keyboard('{Enter}');
    // The message appears inside a polite live region, so it is announced.
    const message = await canvas.findByText('Enter a 10-digit mobile number.');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a 10-digit mobile number.');
    await userEvent.type(input, '34567');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.queryByText('Enter a 10-digit mobile number.')).toBeNull());
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithTextarea: Story = {
  args: {
    label: 'Symptoms',
    hint: 'What do you feel, and since when?',
    children: <Textarea maxLength={200} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Symptoms' });
    await expect(textarea).toHaveAccessibleDescription(
      'What do you feel, and since when? 0 of 200 characters used',
    );
    await userEvent.click(canvas.getByText('Symptoms'));
    await expect(textarea).toHaveFocus();
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Province',
    required: true,
    error: 'Choose your province.',
    children: (
      <Select
        placeholder="Choose a province"
        options={[
          { value: 'koshi', label: 'Koshi' },
          { value: 'bagmati', label: 'Bagmati' },
          { value: 'gandaki', label: 'Gandaki' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Province (required)' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose your province.');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // Opened once, the trigger is Radix's own (ui/select): found again by its name.
    const chosen = canvas.getByRole('combobox', { name: 'Province (required)' });
    await waitFor(() => expect(chosen).toHaveTextContent('Bagmati'));
    await expect(chosen).toHaveAttribute('aria-invalid', 'true');
    await expect(chosen).toHaveAccessibleDescription('Choose your province.');
  },
};

export const WithPasswordInput: Story = {
  args: {
    label: 'New password',
    required: true,
    hint: 'Use a password you do not use anywhere else.',
    children: <PasswordInput showStrength autoComplete="new-password" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^New password/, { selector: 'input' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      /^Use a password you do not use anywhere else\.\s+Password strength: Very weak/,
    );
    await userEvent.click(canvas.getByText('New password'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Namaste@123');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
  },
};

export const WithCodeInput: Story = {
  args: {
    label: 'Verification code',
    hint: 'We sent a 6-digit code to 98XXXXXX12.',
    children: <CodeInput />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAccessibleDescription('We sent a 6-digit code to 98XXXXXX12.');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('482913');
    await expect(input).toHaveValue('482913');
  },
};

export const WithRadioGroup: Story = {
  args: {
    label: 'Visit type',
    required: true,
    children: (
      <RadioGroup
        options={[
          { value: 'clinic', label: 'At the clinic' },
          { value: 'video', label: 'Video call' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Visit type (required)' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'At the clinic' })).toBeChecked();
  },
};
