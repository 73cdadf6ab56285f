import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { toast, Toaster, type ToastOptions } from '.';

/** Queues toasts when it mounts (so the first render shows them) and clears them on unmount. */
function Queued({ toasts }: { toasts: ToastOptions[] }) {
  useEffect(() => {
    const shown = toasts.map((options) => toast(options));
    return () => shown.forEach((t) => t.dismiss());
  }, [toasts]);
  return <p className="text-sm text-muted-foreground">The Toaster is mounted once by the app.</p>;
}

const meta = {
  title: 'UI/Toast',
  // Storybook's preview mounts the one <Toaster />; stories only call toast().
  component: Toaster,
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const notifications = (canvasElement: HTMLElement) =>
  portal(canvasElement).getByRole('region', { name: 'Notifications (F8)' });

/** Waits until Radix's announcer has read `text` out, politely or assertively. */
const announced = (canvasElement: HTMLElement, politeness: 'polite' | 'assertive', text: RegExp) =>
  waitFor(() =>
    expect(
      portal(canvasElement)
        .getAllByRole('status')
        .some(
          (el) => el.getAttribute('aria-live') === politeness && text.test(el.textContent ?? ''),
        ),
    ).toBe(true),
  );

/** The visual test waits for the queued toasts before it takes the picture. */
const waitForToasts = { visual: { waitFor: 'ol[tabindex] li' } };

/** Triggered by an action: Enter shows it, F8 reaches it, Escape dismisses it. */
export const Default: Story = {
  render: () => (
    <Button onClick={() => toast({ title: 'Changes saved', variant: 'success' })}>
      Save changes
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = notifications(canvasElement);
    const title = await within(region).findByText('Changes saved');
    const item = title.closest('li')!;
    // Announced politely: a success does not interrupt.
    await announced(canvasElement, 'polite', /Changes saved/);

    // F8 jumps to the notifications; Tab reaches the toast; Escape dismisses it.
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(item).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(region).queryByText('Changes saved')).not.toBeInTheDocument(),
    );
  },
};

const success: ToastOptions[] = [
  {
    title: 'Appointment booked',
    description: 'Dr. Sharma, Sunday at 10:00. We will remind you the day before.',
    variant: 'success',
    duration: Infinity,
  },
];

/** Success: announced politely; the close button dismisses it. */
export const Success: Story = {
  parameters: waitForToasts,
  render: () => <Queued toasts={success} />,
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement);
    await expect(await within(region).findByText('Appointment booked')).toBeInTheDocument();
    await expect(
      within(region).getByText('Dr. Sharma, Sunday at 10:00. We will remind you the day before.'),
    ).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() =>
      expect(within(region).queryByText('Appointment booked')).not.toBeInTheDocument(),
    );
  },
};

const error: ToastOptions[] = [
  {
    title: 'Could not book the appointment',
    description: 'Check your connection and try again.',
    variant: 'error',
    duration: Infinity,
  },
];

/** Error: announced assertively, so a screen reader says it at once. */
export const ErrorToast: Story = {
  parameters: waitForToasts,
  name: 'Error',
  render: () => <Queued toasts={error} />,
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement);
    await expect(
      await within(region).findByText('Could not book the appointment'),
    ).toBeInTheDocument();
    await announced(canvasElement, 'assertive', /Could not book the appointment/);
    await userEvent.keyboard('[F8]');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(region).queryByText('Could not book the appointment')).not.toBeInTheDocument(),
    );
  },
};

const info: ToastOptions[] = [
  { title: 'Your report is ready to download', variant: 'info', duration: Infinity },
];

/** Information, with a title only. */
export const Info: Story = {
  parameters: waitForToasts,
  render: () => <Queued toasts={info} />,
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement);
    const title = await within(region).findByText('Your report is ready to download');
    await expect(title).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(title).not.toBeInTheDocument());
  },
};

const stacked: ToastOptions[] = [
  { title: 'Message sent to Dr. Thapa', variant: 'success', duration: Infinity },
  { title: 'Lab results added to your records', variant: 'info', duration: Infinity },
  {
    title: 'Payment failed',
    description: 'Your card was declined.',
    variant: 'error',
    duration: Infinity,
  },
];

/** Several at once: they stack, newest at the bottom. */
export const Stacked: Story = {
  parameters: waitForToasts,
  render: () => <Queued toasts={stacked} />,
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement);
    await within(region).findByText('Payment failed');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(region).getAllByRole('button', { name: 'Dismiss notification' }),
    ).toHaveLength(3);
  },
};

const brief: ToastOptions[] = [{ title: 'Link copied', variant: 'success', duration: 600 }];

/** It closes by itself after its duration (5 seconds unless set; here 0.6 s). */
export const AutoDismiss: Story = {
  parameters: { visual: false },
  render: () => <Queued toasts={brief} />,
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement);
    const title = await within(region).findByText('Link copied');
    await waitFor(() => expect(title).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
