import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Book appointment', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book appointment' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space activate it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary' },
  play: Primary.play,
};

export const Outline: Story = {
  args: { variant: 'outline' },
  play: Primary.play,
};

export const Ghost: Story = {
  args: { variant: 'ghost' },
  play: Primary.play,
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete post' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete post' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Link: Story = {
  args: { variant: 'link', children: 'Forgot password?' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Medium and large meet the 44 px touch target.
    for (const name of ['Medium', 'Large']) {
      const height = canvas.getByRole('button', { name }).getBoundingClientRect().height;
      await expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Saving' });
    // Busy, not disabled: it stays in the tab order and says why it does nothing.
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(button).toHaveAccessibleDescription('Loading');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // A tap, Enter or Space while busy does nothing, and focus stays put.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{Enter} ');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** The busy status can say what is happening; a submit while busy does not submit again. */
export const LoadingSubmit: Story = {
  args: { loading: true, loadingLabel: 'Saving your details', type: 'submit', children: 'Save' },
  render: function Render(args) {
    return (
      <form
        aria-label="Details"
        onSubmit={(event) => {
          event.preventDefault();
          args.onClick?.(event as never);
        }}
      >
        <Button {...args} />
      </form>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving your details');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** When the work ends, the same button (still focused) takes presses again. */
export const LoadingThenDone: Story = {
  args: { children: 'Save' },
  render: function Render(args) {
    const [busy, setBusy] = useState(true);
    return (
      <div className="flex gap-3">
        <Button {...args} loading={busy} />
        <Button variant="outline" onClick={() => setBusy(false)}>
          Finish
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(save).not.toHaveAttribute('aria-disabled');
    await userEvent.click(save);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book appointment' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChild: Story = {
  args: { asChild: true, children: <a href="#doctors">Find doctors</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Find doctors' });
    await expect(link).toHaveAttribute('href', '#doctors');
    await expect(link.className).toContain('bg-primary');
  },
};
