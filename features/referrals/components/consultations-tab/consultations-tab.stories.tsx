import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RealtimeProvider } from '@lib/realtime';
import * as fixtures from '@mocks/fixtures/consultations';
import { sessions } from '@mocks/fixtures/sessions';
import {
  consultations,
  consultationsStore,
  sendConsultationMessage,
} from '@mocks/handlers/consultations';
import { fakeRealtime } from '@mocks/handlers/notifications';
import { expectToast, fill, openedDialog, openTab } from '@mocks/story-helpers';
import { ConsultationsTab } from './consultations-tab';

/** The doctor portal's Consultations tab (001 §2.6, ADR 0041): every state, the chat and ending. */

const meta = {
  title: 'Referrals/ConsultationsTab',
  component: ConsultationsTab,
  args: { defaultTime: '2026-11-27T04:15:00.000Z' },
  parameters: { session: sessions.appointmentsDoctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ConsultationsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Consultations' });
const cardOf = async (canvasElement: HTMLElement, name: string | RegExp) => {
  const heading = within(await list(canvasElement)).getByRole('heading', { name });
  return within(heading.closest('li')!);
};
/** Joins the in-progress chat consultation Dr. Adhikari asked about Bikash Gurung. */
async function joinBikash(canvasElement: HTMLElement) {
  const card = await cardOf(canvasElement, 'Asked by Dr. Sabina Adhikari');
  await userEvent.click(card.getByRole('button', { name: 'Join' }));
  return openedDialog('dialog', 'Consultation with Dr. Sabina Adhikari');
}

/** Active first, with every tab's count; a card says with whom, about whom, when and the fee. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = within(await list(canvasElement)).getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      'Asked by Dr. Sabina Adhikari',
      'With Dr. Sabina Adhikari',
    ]);
    await expect(canvas.getByRole('tab', { name: /Active/ })).toHaveTextContent('2');
    await expect(canvas.getByRole('tab', { name: /Scheduled/ })).toHaveTextContent('1');
    await expect(canvas.getByRole('tab', { name: /Requests/ })).toHaveTextContent('2');
    await expect(canvas.getByRole('tab', { name: /Completed/ })).toHaveTextContent('1');
    const bikash = await cardOf(canvasElement, 'Asked by Dr. Sabina Adhikari');
    await expect(bikash.getByText('About Bikash Gurung')).toBeVisible();
    await expect(bikash.getByText(/45 min · NPR\s?1,000/)).toBeVisible();
    await openTab(canvasElement, /Completed/);
    await expect(await canvas.findByText(/Notes: Mild MVP without regurgitation/)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(consultations.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No consultations here' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(consultations.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading consultations…')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(consultations.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load consultations' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Accepting a request addressed to me schedules it; Start moves it to Active. */
export const AcceptAndStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await openTab(canvasElement, /Requests/);
    const request = await cardOf(canvasElement, 'Asked by Dr. Sabina Adhikari');
    await expect(request.queryByRole('button', { name: 'Cancel request' })).toBeNull();
    await userEvent.click(request.getByRole('button', { name: 'Accept' }));
    await expectToast('Consultation with Dr. Sabina Adhikari scheduled');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /Scheduled/ })).toHaveTextContent('2'),
    );
    await openTab(canvasElement, /Scheduled/);
    const suman = await cardOf(canvasElement, 'With Dr. Suman Shrestha');
    await userEvent.click(suman.getByRole('button', { name: 'Start' }));
    await expectToast('Consultation started');
    await waitFor(() => expect(canvas.getByRole('tab', { name: /Active/ })).toHaveTextContent('3'));
  },
};

/**
 * The chat: the history with sender and time, a message sent, and the other doctor's
 * answer arriving live (`consultation_message` over the app's RealtimeProvider).
 */
export const Chat: Story = {
  beforeEach({ msw }) {
    fakeRealtime.reset();
    msw.use(...fakeRealtime.handlers());
  },
  decorators: [
    (Story) => (
      <RealtimeProvider>
        <Story />
      </RealtimeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const room = await joinBikash(canvasElement);
    const messages = within(await room.findByRole('list', { name: 'Messages' }));
    await expect(messages.getAllByRole('listitem')).toHaveLength(3);
    // Two of the three fixture messages are Dr. Adhikari's, each with her name and the time.
    const hers = messages.getAllByText(/^Dr. Sabina Adhikari, \d{1,2}:\d{2} [AP]M$/);
    await expect(hers).toHaveLength(2);
    for (const line of hers) await expect(line).toBeVisible();
    await expect(messages.getByText(/^You, /)).toBeVisible();
    await fill(room.getByLabelText('Message'), 'Holter first, then we decide.');
    await userEvent.click(room.getByRole('button', { name: 'Send' }));
    await expect(await messages.findByText('Holter first, then we decide.')).toBeVisible();
    await expect(room.getByLabelText('Message')).toHaveValue('');

    await fakeRealtime.connected();
    consultationsStore.receive(fixtures.liveArrival);
    fakeRealtime.emit('consultation_message', {
      consultationId: fixtures.active.id,
      message: fixtures.liveArrival,
    });
    await expect(await messages.findByText(fixtures.liveArrival.body)).toBeVisible();
  },
};

/** A message that could not be sent stays in the composer, with why. */
export const ChatSendFailed: Story = {
  beforeEach({ msw }) {
    msw.use(sendConsultationMessage.serverError());
  },
  play: async ({ canvasElement }) => {
    const room = await joinBikash(canvasElement);
    await fill(room.getByLabelText('Message'), 'Please send the ECG again.');
    await userEvent.click(room.getByRole('button', { name: 'Send' }));
    await expect(
      await room.findByText('Your message could not be sent. It is kept here; please try again.'),
    ).toBeVisible();
    await expect(room.getByLabelText('Message')).toHaveValue('Please send the ECG again.');
  },
};

/** The catalogue's CONSULTATION_CLOSED: the other doctor ended it meanwhile. */
export const ConsultationClosed: Story = {
  beforeEach({ msw }) {
    msw.use(sendConsultationMessage.closed());
  },
  play: async ({ canvasElement }) => {
    const room = await joinBikash(canvasElement);
    await fill(room.getByLabelText('Message'), 'One more thing');
    await userEvent.click(room.getByRole('button', { name: 'Send' }));
    await expect(
      await room.findByText('This consultation has ended. Messages can no longer be sent.'),
    ).toBeVisible();
  },
};

/** End saves the notes; the consultation moves to Completed with them. */
export const EndWithNotes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bikash = await cardOf(canvasElement, 'Asked by Dr. Sabina Adhikari');
    await userEvent.click(bikash.getByRole('button', { name: 'End' }));
    const dialog = await openedDialog('dialog', 'End consultation');
    await fill(dialog.getByLabelText('Notes'), 'Holter first; review in two weeks.');
    await userEvent.click(dialog.getByRole('button', { name: 'End and save notes' }));
    await expectToast('Consultation completed');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /Completed/ })).toHaveTextContent('2'),
    );
    await openTab(canvasElement, /Completed/);
    await expect(
      await canvas.findByText('Notes: Holter first; review in two weeks.'),
    ).toBeVisible();
  },
};

/** Joining a video consultation shows the call placeholder above the chat (001 §2.6). */
export const VideoOverlay: Story = {
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, 'With Dr. Sabina Adhikari');
    await userEvent.click(card.getByRole('button', { name: 'Join' }));
    const room = await openedDialog('dialog', 'Consultation with Dr. Sabina Adhikari');
    const call = within(room.getByRole('region', { name: 'Video call' }));
    await expect(call.getByText(/Calls are not connected yet/)).toBeVisible();
    await expect(await room.findByText('No messages yet. Say namaste.')).toBeVisible();
    await expect(room.getByRole('button', { name: 'Leave' })).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/बिरामीबारे तपाईं र सहकर्मीबीचको दोस्रो राय/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'परामर्शहरू' })).toBeNull();
    await expect(await canvas.findByText('Bikash Gurung बारे')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('tab', { name: /सक्रिय/ })).toHaveTextContent('२'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(await list(canvasElement)).getAllByRole('heading', { level: 2 }),
    ).toHaveLength(2);
  },
};
