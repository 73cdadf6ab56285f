import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/care-requests';
import { sessions } from '@mocks/fixtures/sessions';
import { doctorRequests, respondToRequest } from '@mocks/handlers/care-requests';
import { expectToast, openedDialog, openTab } from '@mocks/story-helpers';
import { RequestsTab } from './requests-tab';

/** The doctor portal's Requests tab (001 §2.8, ADR 0042): every state and refusal. */

const meta = {
  title: 'Referrals/RequestsTab',
  component: RequestsTab,
  args: { today: fixtures.today },
  parameters: { session: sessions.appointmentsDoctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(doctorRequests.success(), respondToRequest.success());
  },
} satisfies Meta<typeof RequestsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Requests' });
const cardOf = async (canvasElement: HTMLElement, name: string) => {
  const heading = within(await list(canvasElement)).getByRole('heading', { name });
  return within(heading.closest('li')!);
};

/** Opens the response dialog of Sita's follow-up. */
async function respondToSita(canvasElement: HTMLElement) {
  const sita = await cardOf(canvasElement, 'Sita Sharma');
  await userEvent.click(sita.getByRole('button', { name: 'Respond' }));
  return openedDialog('dialog', 'Respond to Sita Sharma');
}
async function setDate(dialog: ReturnType<typeof within>, date: string) {
  const field = dialog.getByLabelText(/^Date/);
  await userEvent.clear(field);
  await userEvent.type(field, date);
}
async function setTime(dialog: ReturnType<typeof within>, time: string) {
  const field = dialog.getByLabelText(/^Start time/);
  await userEvent.clear(field);
  await userEvent.type(field, time);
}

/** Pending first, with counts on the tabs; each card says who asks for what, and when. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(await list(canvasElement)).getAllByRole('heading', { level: 2 });
    await expect(cards.map((h) => h.textContent)).toEqual(['Sita Sharma', 'Bikash Gurung']);
    await expect(canvas.getByRole('tab', { name: /Pending/ })).toHaveTextContent('2');
    await expect(canvas.getByRole('tab', { name: /Accepted/ })).toHaveTextContent('1');
    const bikash = await cardOf(canvasElement, 'Bikash Gurung');
    await expect(bikash.getByText('Second opinion')).toBeVisible();
    await expect(bikash.getByText(/After the visit of .* with Dr. Suman Shrestha/)).toBeVisible();
    await openTab(canvasElement, /Rejected/);
    await expect(await canvas.findByText('Follow-up')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(doctorRequests.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No requests here' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(doctorRequests.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading requests…')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(doctorRequests.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load requests' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Accepting books the appointment: the card moves to Accepted with its booking. */
export const Respond: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await respondToSita(canvasElement);
    await expect(dialog.getByLabelText(/^Date/)).toHaveAttribute('min', fixtures.today);
    await setTime(dialog, '10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Send response' }));
    await expectToast('Accepted: the appointment is booked and Sita Sharma is told.');
    await openTab(canvasElement, /Accepted/);
    const sita = await cardOf(canvasElement, 'Sita Sharma');
    await expect(
      sita.getByText(/Booked: .* at 10:00, Norvic International Hospital/),
    ).toBeVisible();
  },
};

/** Rejecting with a message: the request moves to Rejected. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await respondToSita(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Reject' }));
    await expect(dialog.queryByLabelText(/^Date/)).toBeNull();
    await userEvent.type(
      dialog.getByLabelText('Message to the patient'),
      'Please keep the readings two more weeks.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send response' }));
    await expectToast('Sita Sharma is told.');
    await openTab(canvasElement, /Rejected/);
    await waitFor(async () =>
      expect(within(await list(canvasElement)).getAllByRole('heading', { level: 2 })).toHaveLength(
        2,
      ),
    );
  },
};

/** An accepted follow-up's appointment is moved to another date and time. */
export const Reschedule: Story = {
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, /Accepted/);
    const bikash = await cardOf(canvasElement, 'Bikash Gurung');
    await userEvent.click(bikash.getByRole('button', { name: 'Reschedule' }));
    const dialog = await openedDialog('dialog', 'Move the appointment with Bikash Gurung');
    await setDate(dialog, '2026-12-02');
    await setTime(dialog, '15:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Move appointment' }));
    await expectToast('The appointment is moved and Bikash Gurung is told.');
    // The list is fetched again after the toast: wait for the moved time.
    await waitFor(async () =>
      expect(
        (await cardOf(canvasElement, 'Bikash Gurung')).getByText(/Booked: .* at 15:30/),
      ).toBeVisible(),
    );
  },
};

/** A date before today is refused on its field before anything is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await respondToSita(canvasElement);
    await setDate(dialog, '2026-11-20');
    await userEvent.click(dialog.getByRole('button', { name: 'Send response' }));
    await expect(await dialog.findByText('The date cannot be before today')).toBeVisible();
    await expect(dialog.getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A time outside the doctor's weekly schedule: the server's reason on the time. */
export const RequestNoSlot: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await respondToSita(canvasElement);
    await setTime(dialog, '20:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Send response' }));
    await expect(
      await dialog.findByText(
        'You have no schedule slot at that date and time. Choose a time within your weekly schedule.',
      ),
    ).toBeVisible();
  },
};

export const RequestSlotTaken: Story = {
  beforeEach({ msw }) {
    msw.use(respondToRequest.slotTaken());
  },
  play: async ({ canvasElement }) => {
    const dialog = await respondToSita(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send response' }));
    await expect(
      await dialog.findByText('That time is already booked. Please choose another time.'),
    ).toBeVisible();
  },
};

export const RequestAlreadyAnswered: Story = {
  beforeEach({ msw }) {
    msw.use(respondToRequest.alreadyAnswered());
  },
  play: async ({ canvasElement }) => {
    const dialog = await respondToSita(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send response' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This request has already been answered',
    );
  },
};

/** The details: the patient, the preferred time, what they wrote and the files. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const sita = await cardOf(canvasElement, 'Sita Sharma');
    await userEvent.click(sita.getByRole('button', { name: 'Details of Sita Sharma' }));
    const dialog = await openedDialog('dialog', `Request ${fixtures.sitaFollowUp.requestId}`);
    await expect(dialog.getByText('42 years')).toBeVisible();
    await expect(dialog.getByText('Essential hypertension, stage 2')).toBeVisible();
    await expect(dialog.getByText('home-bp-readings.pdf')).toBeVisible();
    await expect(dialog.getByText('Not answered yet')).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'तपाईंका बिरामीले मागेका फलो-अप र दोस्रो रायहरू। स्वीकार गर्दा अपोइन्टमेन्ट बुक हुन्छ।',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'अनुरोधहरू' })).toBeNull();
    const pending = await canvas.findByRole('tab', { name: /विचाराधीन/ });
    await waitFor(() => expect(pending).toHaveTextContent('२'));
    // Dates in Nepali wait for the locale's date data: Devanagari years, both calendars.
    await waitFor(() => expect(canvas.getAllByText(/रोजेको समय: .*(२०२६|२०८३)/)[0]).toBeVisible());
    // The time of day too: "१०:३० बजे", not "10:30 बजे".
    await expect(canvas.getAllByText(/रोजेको समय: .*[०-९]{2}:[०-९]{2} बजे/)[0]).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await list(canvasElement)).toBeVisible();
  },
};
