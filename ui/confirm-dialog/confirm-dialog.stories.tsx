import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Cancel this appointment?',
    description: 'Dr. Sharma will be told, and the slot offered to someone else.',
    confirmLabel: 'Cancel appointment',
    cancelLabel: 'Keep it',
    trigger: <Button variant="outline">Cancel appointment</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: Enter on the trigger opens it with focus on the safe choice; Escape cancels. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = portal(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancel appointment' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Dr. Sharma will be told, and the slot offered to someone else.',
    );
    const keep = within(dialog).getByRole('button', { name: 'Keep it' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel appointment' });
    await waitFor(() => expect(keep).toHaveFocus());
    // Focus is trapped between the two actions.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(keep).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();

    // Space opens it; confirming closes it and returns focus.
    await userEvent.keyboard(' ');
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel appointment',
      }),
    );
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open: a click on the backdrop does not dismiss it; the cancel button does. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = portal(canvasElement);
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await userEvent.click(dialog.parentElement!, { pointerEventsCheck: 0 });
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cancel appointment' }),
    ).toHaveFocus();
  },
};

/** Danger tone for irreversible actions; the cancel label defaults to "Cancel". */
export const Danger: Story = {
  args: {
    defaultOpen: true,
    tone: 'danger',
    title: 'Delete this post?',
    description: 'Are you sure you want to delete this post? This cannot be undone.',
    confirmLabel: 'Delete post',
    cancelLabel: undefined,
    trigger: <Button variant="danger">Delete</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const body = portal(canvasElement);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this post?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    const confirm = within(dialog).getByRole('button', { name: 'Delete post' });
    await expect(confirm.className).toContain('bg-danger');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toHaveFocus();
  },
};

/** Without a description: named by its title only. */
export const TitleOnly: Story = {
  args: {
    defaultOpen: true,
    title: 'Sign out of Ujyalo Health?',
    description: undefined,
    confirmLabel: 'Sign out',
    cancelLabel: undefined,
    trigger: <Button variant="ghost">Sign out</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const body = portal(canvasElement);
    const dialog = await body.findByRole('alertdialog', { name: 'Sign out of Ujyalo Health?' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Settles the pending action of AsyncConfirm when its play function says so, not on a timer. */
let settleAction = () => {};

/** A slow action: the confirm button shows a spinner and the dialog waits for it. */
export const AsyncConfirm: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          settleAction = resolve;
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const body = portal(canvasElement);
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel appointment' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    // Neither a second press nor Escape interrupts it.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    settleAction();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A failed action: the dialog stays open and the person can try again. */
export const RejectedConfirm: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(
      () => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('offline')), 200)),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const body = portal(canvasElement);
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel appointment' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await expect(confirm).toHaveFocus();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Controlled, without a trigger (opened from elsewhere): focus still returns where it was. */
export const Controlled: Story = {
  args: { trigger: undefined },
  // Closed and without a trigger, the dialog renders nothing to carry its data-slot.
  parameters: { dataSlot: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Manage appointment
        </Button>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = portal(canvasElement);
    const opener = within(canvasElement).getByRole('button', { name: 'Manage appointment' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
