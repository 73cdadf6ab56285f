import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memoryStorage, type KeyValueStorage } from '@lib/api';
import { ConsentGate } from './consent-gate';
import { declinedText, portal, shownDialog } from './consent-dialog.mock';
import { CONSENT_STORAGE_KEY } from './use-consent';

const meta = {
  title: 'Legal/ConsentGate',
  component: ConsentGate,
  args: {
    onAccepted: fn(),
    // Each story gets its own storage, emptied before it runs.
    storage: memoryStorage(),
    children: (
      <main className="p-6">
        <h1 className="text-2xl font-semibold">Find a doctor</h1>
        <button type="button" className="mt-4 min-h-touch rounded-md border border-input px-4">
          Search
        </button>
      </main>
    ),
  },
  beforeEach: ({ args }) => {
    args.storage?.removeItem(CONSENT_STORAGE_KEY);
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentGate>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = {
  canvasElement: HTMLElement;
  args: { storage?: KeyValueStorage | null; onAccepted?: unknown };
};

/** The flag is stored, the dialog is gone, the app beneath is usable. */
async function expectAccepted({ canvasElement, args }: Context) {
  await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(args.storage!.getItem(CONSENT_STORAGE_KEY)).toBe('true');
  await expect(args.onAccepted).toHaveBeenCalledTimes(1);
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: 'Find a doctor' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
}

/** First visit: the dialog covers the app, which is hidden from assistive technology. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, args }) => {
    await shownDialog(canvasElement);
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Find a doctor' }),
    ).toBeNull();
    await expect(args.storage!.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  },
};

/** I Agree: the dialog closes, the flag is stored and onAccepted runs. */
export const Accepted: Story = {
  play: async (context) => {
    const { step } = context;
    const dialog = await shownDialog(context.canvasElement);
    await step('Press I Agree', () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' })),
    );
    await step('See the app, the answer kept', () => expectAccepted(context));
  },
};

/** I Disagree: the dialog stays with the alert, nothing is stored; agreeing later works. */
export const Declined: Story = {
  play: async (context) => {
    const { canvasElement, args, step } = context;
    const dialog = await shownDialog(canvasElement);
    await step('Press I Disagree', () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'I Disagree' })),
    );
    await step('See the alert, nothing stored', async () => {
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(declinedText);
      await expect(args.storage!.getItem(CONSENT_STORAGE_KEY)).toBeNull();
      await expect(args.onAccepted).not.toHaveBeenCalled();
    });
    await step('Press I Agree after all', () =>
      userEvent.click(within(dialog).getByRole('button', { name: 'I Agree' })),
    );
    await step('See the app, the answer kept', () => expectAccepted(context));
  },
};

/** A returning visitor who agreed before sees no dialog. */
export const AlreadyAccepted: Story = {
  beforeEach: ({ args }) => {
    args.storage?.setItem(CONSENT_STORAGE_KEY, 'true');
  },
  play: async ({ canvasElement, args }) => {
    await expect(portal(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Find a doctor' }),
    ).toBeVisible();
    await expect(args.onAccepted).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab moves between the answers and stays inside; Enter chooses. */
export const KeyboardOnly: Story = {
  play: async (context) => {
    const { step } = context;
    const dialog = await shownDialog(context.canvasElement);
    const agree = within(dialog).getByRole('button', { name: 'I Agree' });
    const disagree = within(dialog).getByRole('button', { name: 'I Disagree' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(dialog).toHaveFocus());

    await step('Tab round the answers: focus stays in the dialog', async () => {
      await userEvent.tab();
      await expect(agree).toHaveFocus();
      await userEvent.tab();
      await expect(disagree).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      // Focus is trapped: it wraps instead of reaching the app beneath.
      await userEvent.tab();
      await expect(agree).toHaveFocus();
    });

    await step('Shift-Tab back to I Disagree and press Enter', async () => {
      await userEvent.tab({ shift: true });
      await userEvent.tab({ shift: true });
      await expect(disagree).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(declinedText);
      await expect(disagree).toHaveFocus();
    });

    await step('Shift-Tab to I Agree and press Space', async () => {
      await userEvent.tab({ shift: true });
      await expect(agree).toHaveFocus();
      await userEvent.keyboard(' ');
    });
    await step('See the app, the answer kept', () => expectAccepted(context));
  },
};
