import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { historyPaperHandlers, submitHistoryPaper } from '@mocks/handlers/history-paper';
import { expectToast } from '@mocks/story-helpers';
import { HistoryPaperTab, type HistoryPaperEditorProps } from './history-paper-tab';

/**
 * The stories stand in for the booking wizard's form (the app composes the real one):
 * Save fills a paper with two symptoms, as a patient would.
 */
function StandInEditor({ open, onSave, onOpenChange }: HistoryPaperEditorProps) {
  if (!open) return null;
  return (
    <button
      type="button"
      onClick={() => {
        onSave({
          language: 'np',
          symptoms: [
            { symptom: 'fever', days: 3 },
            { symptom: 'cough', days: 5 },
          ],
          otherSymptoms: '',
          pastHistory: false,
          pastHistoryDetails: '',
          familyHistory: { present: false, text: '' },
          knownDiseases: { present: false, text: '' },
          allergies: { present: true, text: 'Penicillin' },
        });
        onOpenChange(false);
      }}
    >
      Save paper
    </button>
  );
}

const meta = {
  title: 'HistoryPaper/HistoryPaperTab',
  component: HistoryPaperTab,
  args: { renderEditor: (props) => <StandInEditor {...props} /> },
  parameters: { session: sessions.verifiedPatient, visual: { waitFor: 'h2' } },
  decorators: [
    (Story) => (
      <main className="p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...historyPaperHandlers());
  },
} satisfies Meta<typeof HistoryPaperTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSubmit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Fill in the history paper' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Save paper' }));
  await expect(canvas.getByText('Filled in, 2 symptoms')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Submit history paper' }));
  return canvas;
};

/** 002 §8 success: 'History paper submitted successfully.' */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expectToast('History paper submitted successfully.');
    await expect(await canvas.findByText('Not filled in yet.')).toBeVisible();
  },
};

/** Submit before filling in opens the form first. */
export const NotFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not filled in yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit history paper' }));
    await expect(await canvas.findByRole('button', { name: 'Save paper' })).toBeVisible();
  },
};

/** 002 §8 'Failed to submit history paper: ' and the reason. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(submitHistoryPaper.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(
      await canvas.findByText(/^Failed to submit history paper: Something went wrong/),
    ).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(submitHistoryPaper.offline());
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(
      await canvas.findByText(
        'Failed to submit history paper: Network error. Please check your connection.',
      ),
    ).toBeVisible();
  },
};

/** An attachment the server refuses by its bytes (RECORD_FILE_TYPE). */
export const RecordFileType: Story = {
  beforeEach({ msw }) {
    msw.use(submitHistoryPaper.fileType());
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByText(/^Failed to submit history paper: .*PDF/)).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'आपतकालीन इतिहास पत्र' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Submit history paper' }),
    ).toBeVisible();
  },
};
