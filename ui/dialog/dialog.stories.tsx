import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from '.';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { defaultOpen: false },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Edit contact details</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact details</DialogTitle>
          <DialogDescription>We use this number to remind you of appointments.</DialogDescription>
        </DialogHeader>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Mobile number
          <input
            type="tel"
            defaultValue="9841000000"
            className="min-h-touch rounded-md border border-input bg-surface px-3 text-base text-foreground"
          />
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Save</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: a trigger opens it with the keyboard, focus is trapped, Escape closes and returns focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit contact details' });
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Contact details' });
    await expect(dialog).toHaveAccessibleDescription(
      'We use this number to remind you of appointments.',
    );
    // Focus moves to the first field and stays inside the dialog.
    const field = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Space opens it too.
    await userEvent.keyboard(' ');
    await expect(await body.findByRole('dialog', { name: 'Contact details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open: what a person sees; the close button, Cancel and the backdrop each close it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    // While the dialog is open, the page behind it is hidden from assistive technology.
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Edit contact details',
      hidden: true,
    });
    let dialog = await body.findByRole('dialog', { name: 'Contact details' });
    await waitFor(() => expect(within(dialog).getByText('Mobile number')).toBeVisible());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    dialog = await body.findByRole('dialog', { name: 'Contact details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    dialog = await body.findByRole('dialog', { name: 'Contact details' });
    // A click on the backdrop (outside the panel) closes it.
    await userEvent.click(dialog.parentElement!, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

function SizedDialog({
  size,
  ...args
}: {
  size: DialogContentProps['size'];
  defaultOpen?: boolean;
}) {
  return (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Show notice</Button>
      </DialogTrigger>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>Clinic closed on Saturday</DialogTitle>
          <DialogDescription>
            The Patan clinic is closed for Dashain. Video consultations continue as usual.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The small size, for short notices. */
export const Small: Story = {
  args: { defaultOpen: true },
  render: (args) => <SizedDialog size="sm" {...args} />,
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Clinic closed on Saturday' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(384);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Show notice' })).toHaveFocus();
  },
};

/** The large size, for forms and longer reading. */
export const Large: Story = {
  args: { defaultOpen: true },
  render: (args) => <SizedDialog size="lg" {...args} />,
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Clinic closed on Saturday' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(600);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long content: the backdrop scrolls, so the end of the panel is always reachable. */
export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Read consent form</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Consent for video consultation</DialogTitle>
          <DialogDescription>Please read before your first video call.</DialogDescription>
        </DialogHeader>
        {Array.from({ length: 8 }, (_, i) => (
          <p key={i} className="text-base">
            {i + 1}. Your doctor sees and hears you through your device. The call is not recorded,
            and notes your doctor writes are kept in your health record, which only you and the
            clinicians you choose can open.
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button>I agree</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Consent for video consultation' });
    const agree = within(dialog).getByRole('button', { name: 'I agree' });
    await waitFor(() => expect(agree).toHaveFocus());
    agree.scrollIntoView();
    await waitFor(() =>
      expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
