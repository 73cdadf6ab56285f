import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConsentDialog } from './consent-dialog';
import { declinedText, portal, shownDialog } from './consent-dialog.mock';

const meta = {
  title: 'Legal/ConsentDialog',
  component: ConsentDialog,
  args: { open: true, onAccept: fn(), onDecline: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const points = [
  'Your chats and data may be disclosed when they are required for a legal case.',
  'Abusive or misleading posts may be deleted when they are reported.',
  'The admin may rate the activity of doctors.',
];

/** Open: the question, the three points, and the two answers, over the whole screen. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = portal(canvasElement);
    const dialog = await shownDialog(canvasElement);
    // The points are part of the description, so they are read out with the question.
    for (const point of points) {
      await expect(within(dialog).getByText(point)).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(expect.stringContaining(point));
    }
    await expect(within(dialog).getByRole('button', { name: 'I Agree' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'I Disagree' })).toBeVisible();
    // Full screen, focus on the dialog itself, no alert yet.
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect([box.left, box.top, box.width, box.height]).toEqual([
        0,
        0,
        doc.clientWidth,
        doc.clientHeight,
      ]);
    });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(body.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** I Disagree: the dialog stays, with the catalogue's alert (000 §8). */
export const Declined: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = await shownDialog(canvasElement);
    await step('Press I Disagree', () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'I Disagree' })),
    );
    await step('See the alert, the dialog still open', async () => {
      const alert = await within(dialog).findByRole('alert');
      await expect(alert).toHaveTextContent(declinedText);
      await expect(args.onDecline).toHaveBeenCalledTimes(1);
      await expect(dialog).toBeVisible();
    });
    // Declining again announces it again, still once on screen.
    await step('Press I Disagree again: one alert still', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'I Disagree' }));
      await expect(args.onDecline).toHaveBeenCalledTimes(2);
      await expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
      await expect(args.onAccept).not.toHaveBeenCalled();
    });
  },
};

/** Escape and the close button do not dismiss it: they count as I Disagree. */
export const EscapeDeclines: Story = {
  play: async ({ canvasElement, args, step }) => {
    const body = portal(canvasElement);
    const dialog = await shownDialog(canvasElement);
    await step('Press Escape: it counts as I Disagree', async () => {
      await waitFor(() => expect(dialog).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(declinedText);
    });
    await step('Press Close: the dialog stays', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await expect(args.onDecline).toHaveBeenCalledTimes(2);
      await expect(body.getByRole('dialog', { name: 'Do you agree?' })).toBeVisible();
    });
  },
};

export const AgreeCalled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(portal(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(portal(canvasElement).queryByText('Do you agree?')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Declined.play,
};

const phone = {
  viewport: {
    options: {
      phone: {
        name: 'Phone (360 px)',
        styles: { width: '360px', height: '640px' },
        type: 'mobile',
      },
    },
  },
};

/** On a small phone the whole dialog scrolls, so both answers stay reachable. */
export const Mobile: Story = {
  parameters: phone,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const dialog = await shownDialog(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBe(360);
    const disagree = within(dialog).getByRole('button', { name: 'I Disagree' });
    await expect(disagree.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await step('Scroll down to I Disagree', async () => {
      disagree.scrollIntoView();
      await waitFor(() =>
        expect(disagree.getBoundingClientRect().bottom).toBeLessThanOrEqual(
          canvasElement.ownerDocument.documentElement.clientHeight,
        ),
      );
    });
    await step('Press it and see the alert', async () => {
      await userEvent.click(disagree);
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(declinedText);
    });
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement, args, step }) => {
    const dialog = await shownDialog(canvasElement, 'के तपाईं सहमत हुनुहुन्छ?');
    await expect(
      within(dialog).getByText('प्रशासकले डाक्टरहरूको गतिविधिको मूल्याङ्कन गर्न सक्छन्।'),
    ).toBeVisible();
    await step('Disagree, and see the alert in Nepali', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'म सहमत छैन' }));
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'यो एप प्रयोग गर्न तपाईंले सर्तहरू स्वीकार गर्नैपर्छ।',
      );
    });
    await step('Agree after all', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'म सहमत छु' }));
      await expect(args.onAccept).toHaveBeenCalledTimes(1);
    });
  },
};
