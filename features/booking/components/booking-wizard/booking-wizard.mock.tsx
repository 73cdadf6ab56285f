import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@ui/toast';
import { bookingDoctor, bookingNow } from '@mocks/fixtures/booking';
import { bookingHandlers, bookingStore } from '@mocks/handlers/booking';
import { expectToast, findHeading, openedDialog, page } from '@mocks/story-helpers';
import { BookingWizard } from './booking-wizard';

/**
 * What every booking wizard story file shares: its setup and the steps a patient takes.
 * Each file writes its own `parameters` (the signed-in patient, the route) as a literal:
 * spread from here, they do not reach the stories.
 */
export const bookPath = `/book-appointment/${bookingDoctor._id}`;

export const bookingWizardMeta = {
  component: BookingWizard,
  args: { doctorId: bookingDoctor._id, now: bookingNow },
  decorators: [
    (Story) => (
      <main className="p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    bookingStore.reset();
    toast.dismiss();
    msw.use(...bookingHandlers());
  },
} satisfies Omit<Meta<typeof BookingWizard>, 'title' | 'parameters'>;

type Story = StoryObj<Meta<typeof BookingWizard>>;
export type Context = Parameters<NonNullable<Story['play']>>[0];

/** A step's title (the page's h1 is the wizard's). */
export const stepHeading = (canvasElement: HTMLElement, name: string) =>
  findHeading(canvasElement, name, 2);

/**
 * An accessible name with times in it. Once a Nepali story has loaded the Intl polyfills,
 * English times read "10:00\u202fAM", so any space in `text` matches any space.
 */
export const named = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

export const makeFile = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_772_344_800_000 });
export const MB = 1024 * 1024;

export const documentsInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Documents \(optional\)/);

export async function chooseSunday(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Sunday/ }));
  await stepHeading(canvasElement, 'Choose a time');
}

export async function chooseTenOClock(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: named('10:00 AM – 10:30 AM at Bir Hospital'),
    }),
  );
  await stepHeading(canvasElement, 'Your details');
}

export const field = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('textbox', { name });

export async function fillReason(canvasElement: HTMLElement) {
  await userEvent.type(
    field(canvasElement, /^Reason for visit/),
    'Chest pain when climbing stairs',
  );
}

/** Submit, then accept the consent dialog. */
export async function submitWithConsent(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request appointment' }));
  const dialog = await page().findByRole('alertdialog', {
    name: 'Share your medical information?',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'I agree, send request' }));
}

/** Steps 1 to 3: Sunday at 10:00, and the reason written (name and phone come filled in). */
export async function fillDetails(canvasElement: HTMLElement) {
  await chooseSunday(canvasElement);
  await chooseTenOClock(canvasElement);
  await fillReason(canvasElement);
  await expect(field(canvasElement, /^Reason for visit/)).toHaveValue(
    'Chest pain when climbing stairs',
  );
}

/** A submit the server refuses: the popup and the message stay with the form. */
export const refused = (text: string) => async (context: Context) => {
  await fillDetails(context.canvasElement);
  await submitWithConsent(context.canvasElement);
  await expectToast(text);
  const canvas = within(context.canvasElement);
  await expect(canvas.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  // The message takes focus, so it is read out and the next step is at hand.
  await waitFor(() =>
    expect(context.canvasElement.ownerDocument.activeElement).toHaveTextContent(text),
  );
  // What the patient typed is kept for another try.
  await expect(field(context.canvasElement, /^Reason for visit/)).toHaveValue(
    'Chest pain when climbing stairs',
  );
};

export const historyDialog = () => page().findByRole('dialog', { name: 'History paper' });

export const openHistoryPaper = async (context: Context) => {
  await fillDetails(context.canvasElement);
  await userEvent.click(
    within(context.canvasElement).getByRole('button', { name: 'Fill in history paper' }),
  );
  // Its opening transition starts from transparent.
  return openedDialog('dialog', 'History paper');
};
