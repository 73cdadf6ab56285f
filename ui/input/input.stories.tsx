import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { 'aria-label': 'Full name', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    invalid: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Sita Sharma');
    await expect(input).toHaveValue('Sita Sharma');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'e.g. Sita Sharma' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByPlaceholderText('e.g. Sita Sharma');
    await expect(input).toHaveAccessibleName('Full name');
    await userEvent.type(input, 'Ram');
    await expect(input).toHaveValue('Ram');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Sita Sharma' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveValue('Sita Sharma');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
  },
};

export const Large: Story = {
  args: { size: 'lg', defaultValue: 'Sita Sharma' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'S' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sita Sharma' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'NP-2081-0042', 'aria-label': 'Patient ID' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Patient ID' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('NP-2081-0042');
  },
};

export const Email: Story = {
  args: { type: 'email', 'aria-label': 'Email', autoComplete: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'sita@example.com');
    await expect(input).toHaveValue('sita@example.com');
  },
};

export const WithLabelElement: Story = {
  args: { 'aria-label': undefined, id: 'phone', type: 'tel' },
  render: (args) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="phone" className="text-sm font-medium">
        Mobile number
      </label>
      <Input {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Mobile number'));
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};
