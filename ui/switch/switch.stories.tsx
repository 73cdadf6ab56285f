import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Appointment reminders', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Appointment reminders' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Appointment reminders'));
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    control.blur();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Appointment reminders' });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Dark mode',
    hint: 'Easier on the eyes at night.',
  },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Dark mode' });
    await expect(control).toHaveAccessibleDescription('Easier on the eyes at night.');
  },
};

export const LabelStart: Story = {
  args: { labelPosition: 'start' },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Appointment reminders' });
    const label = canvas.getByText('Appointment reminders');
    await expect(label.getBoundingClientRect().left).toBeLessThan(
      control.getBoundingClientRect().left,
    );
    await userEvent.click(label);
    await expect(control).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Appointment reminders' });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Appointment reminders'), { pointerEventsCheck: 0 });
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Appointment reminders' });
    await expect(control).toBeDisabled();
    await expect(control).toBeChecked();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Available for video calls' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', {
      name: 'Available for video calls',
    });
    // The 24 px track has a 44 px high hit area.
    const box = control.getBoundingClientRect();
    const doc = canvasElement.ownerDocument;
    await expect(doc.elementFromPoint(box.left + box.width / 2, box.bottom + 8)).toBe(control);
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};
