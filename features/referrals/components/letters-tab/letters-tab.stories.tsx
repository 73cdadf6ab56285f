import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { createLetter, letters, lettersColleagues } from '@mocks/handlers/letters';
import { choose, expectToast, openedDialog, page } from '@mocks/story-helpers';
import { LettersTab } from './letters-tab';

const meta = {
  title: 'Referrals/Letters',
  component: LettersTab,
  parameters: {
    layout: 'fullscreen',
    session: sessions.doctor,
    router: { initialEntries: ['/portal/doctor?tab=letters'] },
  },
  beforeEach({ msw }) {
    msw.use(lettersColleagues.success());
  },
  decorators: [
    (Story) => (
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 md:px-8">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LettersTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const recent = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Recent letters' });

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Templates' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Medical Letters' })).toBeNull();
    for (const type of ['Transfer', 'Discharge', 'Referral', 'Status'])
      await expect(canvas.getByRole('button', { name: `Write ${type} letter` })).toBeVisible();
    const list = within(await recent(canvasElement));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(list.getByText('Progress note: blood pressure review')).toBeVisible();
    await expect(list.getAllByText('Sent')).toHaveLength(3);
    await expect(list.getByText('Draft')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Drafts/ })).toHaveTextContent('1');
    await expect(
      list.getByRole('button', { name: 'Send draft: Progress note: blood pressure review' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Sent/ }));
    const sentOnly = within(await recent(canvasElement));
    await expect(sentOnly.getAllByRole('listitem')).toHaveLength(3);
    await expect(sentOnly.queryByText('Draft')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(letters.timeout());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading letters…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(letters.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No letters yet' })).toBeVisible();
    await expect(
      canvas.getByText('Choose a template above to write your first letter.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(letters.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Failed to load letters' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

/** A referral from its template: the patient's and doctor's names fill it; Send Letter. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await recent(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Write Referral letter' }));
    const dialog = await openedDialog('dialog', 'New Referral letter');
    await choose(dialog, 'Patient (required)', 'Ram Bahadur Thapa');
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Subject/ })).toHaveValue(
        'Referral: Ram Bahadur Thapa',
      ),
    );
    const body = dialog.getByRole('textbox', { name: /Letter/ }) as HTMLTextAreaElement;
    await expect(body.value).toContain('I am referring Ram Bahadur Thapa for your opinion.');
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Choose Dr. Sabina Adhikari as the recipient' }),
    );
    await expect(dialog.getByRole('textbox', { name: /^Recipient/ })).toHaveValue(
      'Dr. Sabina Adhikari',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send Letter' }));
    await expectToast('Letter sent successfully!');
    const list = within(await recent(canvasElement));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(5));
    await expect(list.getByText('Referral: Ram Bahadur Thapa')).toBeVisible();
  },
};

/** The draft's Send: it becomes Sent, with the same toast. */
export const SendDraft: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await recent(canvasElement));
    await userEvent.click(
      list.getByRole('button', { name: 'Send draft: Progress note: blood pressure review' }),
    );
    await expectToast('Letter sent successfully!');
    await waitFor(() => expect(list.queryByText('Draft')).toBeNull());
  },
};

/** Deleting a draft asks first; confirmed, it leaves the list. */
export const DeleteDraft: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await recent(canvasElement));
    await userEvent.click(
      list.getByRole('button', { name: 'Delete draft: Progress note: blood pressure review' }),
    );
    const confirm = await openedDialog('alertdialog', 'Delete this draft?');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Draft deleted');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
  },
};

/** An empty subject is refused on its field before anything is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await recent(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Write Status letter' }),
    );
    const dialog = await openedDialog('dialog', 'New Status letter');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Subject/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save as Draft' }));
    await expect(await dialog.findByText('Please enter a subject.')).toBeVisible();
    await expect(dialog.getByText('Choose the patient.')).toBeVisible();
  },
};

/** The catalogue's LETTER_RECIPIENT_NOT_FOUND, from the server, on the recipient field. */
export const LetterRecipientNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(createLetter.recipientNotFound());
  },
  play: async ({ canvasElement }) => {
    await recent(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Write Referral letter' }),
    );
    const dialog = await openedDialog('dialog', 'New Referral letter');
    await choose(dialog, 'Patient (required)', 'Ram Bahadur Thapa');
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Choose Dr. Sabina Adhikari as the recipient' }),
    );
    await expect(dialog.getByRole('textbox', { name: /^Recipient/ })).toHaveValue(
      'Dr. Sabina Adhikari',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save as Draft' }));
    await expect(
      await dialog.findByText(
        'The recipient must be a verified doctor or an active verified hospital.',
      ),
    ).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'हालका पत्रहरू' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'रिफरल पत्र लेख्नुहोस्' })).toBeVisible();
    await expect(await canvas.findByText('मस्यौदा')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const list = within(await recent(canvasElement));
    await expect(list.getByText('Discharge summary: Ram Bahadur Thapa')).toBeVisible();
    await expect(page().getByRole('heading', { name: 'Recent letters' })).toBeVisible();
  },
};
