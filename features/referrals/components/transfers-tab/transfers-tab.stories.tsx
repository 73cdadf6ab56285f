import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import {
  transferColleagues,
  transfers,
  transfersHandlers,
  transfersStore,
  updateTransferStatus,
} from '@mocks/handlers/transfers';
import { expectToast, openedDialog, openTab } from '@mocks/story-helpers';
import { TransfersTab } from './transfers-tab';

/** The doctor portal's Transfers tab (001 §2.7, §4; ADR 0040): every state and answer. */

const meta = {
  title: 'Referrals/TransfersTab',
  component: TransfersTab,
  args: { today: '2026-11-24' },
  parameters: { session: sessions.appointmentsDoctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-5xl">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...transfersHandlers(), transferColleagues.success());
  },
} satisfies Meta<typeof TransfersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Transfers' });
/** The newest card of `name` (a patient may have an older, answered transfer too). */
const cardOf = async (canvasElement: HTMLElement, name: string) =>
  within(within(await list(canvasElement)).getAllByRole('article', { name })[0]!);

/** Outgoing first, with the counts of the three lists; each card says who goes where. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = within(await list(canvasElement)).getAllByRole('heading', { level: 2 });
    await expect(names.map((h) => h.textContent)).toEqual([
      'Maya Tamang',
      'Gita Shrestha',
      'Hari Prasad Koirala',
    ]);
    await expect(canvas.getByRole('tab', { name: /Outgoing/ })).toHaveTextContent('3');
    await expect(canvas.getByRole('tab', { name: /Incoming/ })).toHaveTextContent('2');
    await expect(canvas.getByRole('tab', { name: /Pending/ })).toHaveTextContent('2');
    const gita = await cardOf(canvasElement, 'Gita Shrestha');
    await expect(gita.getByText('To Dr. Sabina Adhikari, Manipal Teaching Hospital')).toBeVisible();
    await expect(gita.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
    await expect(gita.queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Find a doctor or hospital' })).toBeVisible();
  },
};

/** An incoming pending transfer is accepted: a toast, and it moves on to accepted. */
export const AcceptIncoming: Story = {
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, /Incoming/);
    const bikash = await cardOf(canvasElement, 'Bikash Gurung');
    await userEvent.click(bikash.getByRole('button', { name: 'Accept' }));
    await expectToast('Transfer of Bikash Gurung accepted. They are now your patient.');
    await waitFor(() =>
      expect(transfersStore.find('f0000000-0000-4000-8000-000000000004')?.status).toBe('accepted'),
    );
  },
};

/** Reject offers "Cannot accommodate" (001 §4), which is what is sent unless changed. */
export const RejectIncoming: Story = {
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, /Incoming/);
    const bikash = await cardOf(canvasElement, 'Bikash Gurung');
    await userEvent.click(bikash.getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('dialog', 'Reject the transfer of Bikash Gurung');
    await expect(dialog.getByLabelText('Message')).toHaveValue('Cannot accommodate');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expectToast('Transfer of Bikash Gurung rejected.');
    const stored = transfersStore.find('f0000000-0000-4000-8000-000000000004');
    await expect(stored?.responseMessage).toBe('Cannot accommodate');
  },
};

/** Mark Complete asks first, saying the patient leaves the doctor's list. */
export const MarkComplete: Story = {
  play: async ({ canvasElement }) => {
    const gita = await cardOf(canvasElement, 'Gita Shrestha');
    await userEvent.click(gita.getByRole('button', { name: 'Mark Complete' }));
    const dialog = await openedDialog(
      'alertdialog',
      'Mark the transfer of Gita Shrestha complete?',
    );
    await expect(
      dialog.getByText(
        'Gita Shrestha will leave your patient list and their records will no longer open to you.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark Complete' }));
    await expectToast('Transfer of Gita Shrestha completed.');
  },
};

/** A refused answer (someone answered first) says so; 001 §8's wording otherwise. */
export const TransferNotPending: Story = {
  beforeEach({ msw }) {
    msw.use(updateTransferStatus.notPending());
  },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, /Incoming/);
    const bikash = await cardOf(canvasElement, 'Bikash Gurung');
    await userEvent.click(bikash.getByRole('button', { name: 'Accept' }));
    await expectToast('This transfer has already been answered.');
  },
};

/** The Transfer Details modal shows every field of 001 §3. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const hari = await cardOf(canvasElement, 'Hari Prasad Koirala');
    await userEvent.click(
      hari.getByRole('button', { name: 'Details of the transfer of Hari Prasad Koirala' }),
    );
    const dialog = await openedDialog('dialog', 'Transfer Details');
    await expect(dialog.getByText('Fewa City Hospital')).toBeVisible();
    await expect(dialog.getByText('Cardiology follow-up')).toBeVisible();
    await expect(dialog.getByText('Family contact: son Bikram, 9841234567.')).toBeVisible();
    await expect(dialog.getByText('Transferred on')).toBeVisible();
    await expect(dialog.getByText('Completed')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(transfers.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No transfers here')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(transfers.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading transfers…')).toBeVisible();
    // The directory below loads by a call of its own: the picture is of the whole page.
    await expect(
      await canvas.findByRole('button', { name: 'Transfer to Manipal Teaching Hospital' }),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(transfers.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load transfers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'तपाईंले सहकर्मीलाई सधैँका लागि सार्ने बिरामी, र सहकर्मीहरूले तपाईंलाई सार्ने बिरामी।',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'स्थानान्तरण' })).toBeNull();
    const outgoing = await canvas.findByRole('tab', { name: /जाने/ });
    await waitFor(() => expect(outgoing).toHaveTextContent('३'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await list(canvasElement)).toBeVisible();
  },
};
