import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, formatDateAD, formatRupees } from '@lib/format';
import { RealtimeProvider } from '@lib/realtime';
import * as fixtures from '@mocks/fixtures/appointments';
import { sessions } from '@mocks/fixtures/sessions';
import {
  appointmentsHandlers,
  appointmentsStore,
  changeAppointmentStatus,
  listAppointments,
  resetAppointmentsStore,
} from '@mocks/handlers/appointments';
import { fakeRealtime } from '@mocks/handlers/notifications';
import {
  card,
  cardNames,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  openTab,
  openedDialog,
  page,
  phone360,
} from '@mocks/story-helpers';
import { PatientAppointments } from './patient-appointments';

// Sita Sharma's appointments, counted from the fixtures' today (Sat 21 Nov 2026).
const { patientAppointments, patientAppointmentIds: ids } = fixtures;

const meta = {
  title: 'Features/Appointments/PatientAppointments',
  component: PatientAppointments,
  parameters: { session: sessions.patient },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-3xl">
        <h1 className="mb-6 text-2xl font-semibold">Appointments</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    resetAppointmentsStore({ appointments: patientAppointments, prescriptions: [] });
    // The patient's side of PUT /appointments/{id}: cancel a requested or confirmed one.
    msw.use(changeAppointmentStatus.success({ as: 'patient' }), ...appointmentsHandlers());
  },
} satisfies Meta<typeof PatientAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Helpers ----

const dateText = (iso: string, day: string) => `${day}, ${formatDateAD(iso, 'en')}`;
/** The fee as shown (Testing Library reads the no-break space as a space). */
const fee = (amount: number, locale: 'en' | 'ne') =>
  formatRupees(amount, locale).replace(/\s/g, ' ');

const upcomingOrder = ['Dr. Bikash Thapa', 'Dr. Aarati Joshi', 'Dr. Sunil Shrestha'];
const pastOrder = ['Dr. Sunil Shrestha', 'Dr. Aarati Joshi', 'Dr. Bikash Thapa'];

const openPast = (canvasElement: HTMLElement) => openTab(canvasElement, /^Past/);

// ---- The lists ----

/**
 * Upcoming, soonest first, with status colours, doctor and specialty, hospital, date,
 * time, fee and reason, and Cancel only where allowed; then Past, latest first.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardNames(canvasElement)).toEqual(upcomingOrder);
    await expect(canvas.getByRole('tab', { name: 'Upcoming, 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Both lists load at once; the past one may answer a moment later.
    await expect(await canvas.findByRole('tab', { name: 'Past, 3' })).toBeVisible();

    // A request: orange, waiting for the doctor, cancellable.
    const thapa = await card(canvasElement, 'Dr. Bikash Thapa');
    await expect(thapa.getByText('Requested').className).toContain('bg-warning');
    await expect(thapa.getByText('Dermatology')).toBeVisible();
    await expect(thapa.getByText(dateText('2026-11-23', 'Monday'))).toBeVisible();
    await expect(thapa.getByText(/^11:00\sAM – 11:30\sAM$/i)).toBeVisible();
    await expect(thapa.getByText('Patan Hospital')).toBeVisible();
    await expect(thapa.getByText(fee(600, 'en'))).toBeVisible();
    await expect(thapa.getByText('Itchy rash on both arms')).toBeVisible();
    await expect(
      thapa.getByText('Waiting for the doctor to confirm. You will be notified.'),
    ).toBeVisible();
    await expect(thapa.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Confirmed: blue, arrive early, cancellable.
    const joshi = await card(canvasElement, 'Dr. Aarati Joshi');
    await expect(joshi.getByText('Confirmed').className).toContain('bg-info');
    await expect(joshi.getByText('Cardiology')).toBeVisible();
    await expect(joshi.getByText('Norvic International Hospital')).toBeVisible();
    await expect(joshi.getByText(fee(1000, 'en'))).toBeVisible();
    await expect(joshi.getByText('Please arrive 15 minutes early.')).toBeVisible();
    await expect(joshi.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Cancelled: red, who cancelled, nothing to do.
    const shrestha = await card(canvasElement, 'Dr. Sunil Shrestha');
    await expect(shrestha.getByText('Cancelled').className).toContain('bg-danger');
    await expect(shrestha.getByText('You cancelled this appointment')).toBeVisible();
    await expect(shrestha.queryByRole('button')).toBeNull();

    await openPast(canvasElement);
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(pastOrder));
    const seen = await card(canvasElement, 'Dr. Sunil Shrestha');
    await expect(seen.getByText('Completed').className).toContain('bg-success');
    await expect(seen.getByText(dateText('2026-11-18', 'Wednesday'))).toBeVisible();
    await expect(seen.getByText('The doctor wrote a prescription for this visit')).toBeVisible();
    const declined = await card(canvasElement, 'Dr. Bikash Thapa');
    await expect(declined.getByText('The doctor could not take this request')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** Nothing booked yet: both tabs say so and offer "Find a doctor". */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listAppointments.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No upcoming appointments' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('When you book a visit with a doctor, it will appear here.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute(
      'href',
      '/doctors-near-me',
    );
    await expect(await canvas.findByRole('tab', { name: 'Upcoming, 0' })).toBeVisible();
    await openPast(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No past appointments' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a doctor' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listAppointments.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your appointments…')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Both lists fail; each tab's Retry asks again once the server is back. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(listAppointments.serverError());
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    let alert = within(await canvas.findByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'Your upcoming appointments could not be loaded' }),
    ).toBeVisible();
    await expect(alert.getByText('Please check your connection and try again.')).toBeVisible();

    msw.use(listAppointments.success());
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(upcomingOrder));

    await openPast(canvasElement);
    alert = within(await canvas.findByRole('alert'));
    await expect(
      alert.getByRole('heading', { name: 'Your past appointments could not be loaded' }),
    ).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(pastOrder));
  },
};

// ---- Cancelling ----

/** Cancel asks first; "Keep it" changes nothing; confirming cancels, with a popup. */
export const CancelConfirmed: Story = {
  play: async ({ canvasElement }) => {
    let thapa = await card(canvasElement, 'Dr. Bikash Thapa');
    await userEvent.click(thapa.getByRole('button', { name: 'Cancel' }));
    let dialog = await openedDialog('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Cancel this appointment?' })).toBeVisible();
    await expect(
      dialog.getByText(
        new RegExp(
          `^Your appointment with Dr\\. Bikash Thapa on ${dateText('2026-11-23', 'Monday')} at 11:00\\sAM will be cancelled, and the doctor will be told\\.$`,
        ),
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(thapa.getByText('Requested')).toBeVisible();
    await waitFor(() => expect(thapa.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await userEvent.click(thapa.getByRole('button', { name: 'Cancel' }));
    dialog = await openedDialog('alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await expectToast(
      'Appointment cancelled',
      'Your appointment with Dr. Bikash Thapa is cancelled.',
    );
    thapa = await card(canvasElement, 'Dr. Bikash Thapa');
    await waitFor(() => expect(thapa.getByText('Cancelled')).toBeVisible());
    await expect(thapa.getByText('You cancelled this appointment')).toBeVisible();
    await expect(thapa.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The keyboard stays on the card whose button went away.
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('article', { name: 'Dr. Bikash Thapa' }),
      ).toHaveFocus(),
    );
    await expect(appointmentsStore.find(ids.thapaRequested)?.cancelReason).toBe('patient');
  },
};

/**
 * 409 ILLEGAL_TRANSITION: the doctor started the visit while the patient was deciding.
 * The popup gives the server's reason and the list catches up.
 */
export const CancelIllegalTransition: Story = {
  play: async ({ canvasElement }) => {
    const joshi = await card(canvasElement, 'Dr. Aarati Joshi');
    appointmentsStore.update(ids.joshiConfirmed, { status: 'in-progress' });
    await userEvent.click(joshi.getByRole('button', { name: 'Cancel' }));
    const dialog = await openedDialog('alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await expectToast(
      'Failed to update appointment status.',
      'An appointment that is in-progress cannot become cancelled.',
    );
    await waitFor(() => expect(joshi.getByText('In progress')).toBeVisible());
    await expect(joshi.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** No connection: the catalogue's failure text with a hint; the appointment stays. */
export const CancelOffline: Story = {
  beforeEach({ msw }) {
    msw.use(changeAppointmentStatus.offline());
  },
  play: async ({ canvasElement }) => {
    const thapa = await card(canvasElement, 'Dr. Bikash Thapa');
    await userEvent.click(thapa.getByRole('button', { name: 'Cancel' }));
    const dialog = await openedDialog('alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await expectToast(
      'Failed to update appointment status.',
      'Please check your connection and try again.',
    );
    await expect(thapa.getByText('Requested')).toBeVisible();
    await expect(thapa.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** The doctor confirms the request elsewhere: the card turns blue without a reload. */
export const LiveUpdate: Story = {
  beforeEach({ msw }) {
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
    const thapa = await card(canvasElement, 'Dr. Bikash Thapa');
    await expect(thapa.getByText('Requested')).toBeVisible();
    await fakeRealtime.connected();
    const appointment = appointmentsStore.update(ids.thapaRequested, { status: 'confirmed' });
    fakeRealtime.emit('appointment_updated', { appointment });
    await waitFor(() => expect(thapa.getByText('Confirmed')).toBeVisible());
    await expect(thapa.getByText('Please arrive 15 minutes early.')).toBeVisible();
  },
};

// ---- Language, theme, size ----

/**
 * Nepali: dates in Bikram Sambat beside AD, the specialty in Nepali, the fee in Devanagari
 * figures, and the server's refusal in Nepali.
 */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement, step }) => {
    await step('See the date, fee and specialty in Nepali', async () => {
      const thapa = await card(canvasElement, 'Dr. Bikash Thapa');
      const bsDate = formatDate('2026-11-23', 'ne');
      await expect(bsDate).toMatch(/^७ मंसिर २०८३/);
      await expect(thapa.getByText((text) => text.includes(bsDate))).toBeVisible();
      await expect(thapa.getByText(fee(600, 'ne'))).toBeVisible();
      // The specialty as the reader reads it; the stored value stays English.
      await expect(thapa.getByText('छाला रोग (डर्माटोलोजी)')).toBeVisible();
      await expect(formatRupees(600, 'ne')).toMatch(/६००/);
    });
    await step('Cancel a visit that just started: the refusal in Nepali', async () => {
      const joshi = await card(canvasElement, 'Dr. Aarati Joshi');
      appointmentsStore.update(ids.joshiConfirmed, { status: 'in-progress' });
      await userEvent.click(joshi.getByRole('button'));
      const dialog = await openedDialog('alertdialog');
      await userEvent.click(dialog.getAllByRole('button').at(-1)!);
      await expectToast('in-progress अवस्थाको अपोइन्टमेन्टलाई cancelled बनाउन मिल्दैन।');
    });
  },
};

/** The status colours and cards in the dark theme (axe checks their contrast). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(upcomingOrder);
    const canvas = within(canvasElement);
    for (const status of ['Requested', 'Confirmed', 'Cancelled'])
      await expect(canvas.getByText(status)).toBeVisible();
    await openPast(canvasElement);
    const completed = await canvas.findAllByText('Completed', { selector: '[data-status]' });
    await expect(completed).toHaveLength(2);
    for (const badge of completed) await expect(badge).toBeVisible();
  },
};

/** A 360 px phone: one column, nothing scrolls sideways, touch targets of 44 px. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPhoneWidth(canvasElement);
    await expect(await cardNames(canvasElement)).toEqual(upcomingOrder);
    await expectNoSidewaysScroll(canvasElement);
    await expectTouchTargets([
      ...canvas.getAllByRole('tab'),
      ...canvas.getAllByRole('button', { name: 'Cancel' }),
    ]);
  },
};
