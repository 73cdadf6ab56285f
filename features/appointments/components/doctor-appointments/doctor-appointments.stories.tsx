import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessions } from '@mocks/fixtures/sessions';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, formatDateAD } from '@lib/format';
import { RealtimeProvider } from '@lib/realtime';
import * as fixtures from '@mocks/fixtures/appointments';
import { appointmentsStore, listAppointments } from '@mocks/handlers/appointments';
import { fakeRealtime } from '@mocks/handlers/notifications';
import {
  card,
  cardNames,
  expectNoSidewaysScroll,
  expectPhoneWidth,
  expectToast,
  expectTouchTargets,
  openedDialog,
  page,
  phone360,
} from '@mocks/story-helpers';
import {
  dateText,
  doctorAppointmentsMeta,
  expectedOrder,
  expectStats,
  stat,
  statusOf,
} from './doctor-appointments.mock';
import { type DoctorAppointments } from './doctor-appointments';

/** The doctor's Appointments tab (001 §2.2): the list, live updates, the details and each language, theme and phone. Decisions and prescribing are in their own files. */

const meta = {
  ...doctorAppointmentsMeta,
  // Written out: a spread alone does not carry parameters through the story indexer.
  parameters: { session: sessions.appointmentsDoctor },
  title: 'Features/Appointments/DoctorAppointments',
} satisfies Meta<typeof DoctorAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- The list ----

/** Stats, then every appointment: open ones soonest first, then the rest latest first. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(expectedOrder);
    await expectStats(canvasElement, {
      Total: '9',
      'Pending requests': '2',
      Confirmed: '2',
      Completed: '2',
    });
    await expect(within(canvasElement).getByText('Showing 9 of 9 appointments')).toBeVisible();

    // A request: orange, with its date, time, hospital, reason and the patient's phone.
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    const requested = hari.getByText('Requested');
    await expect(requested.className).toContain('bg-warning');
    await expect(hari.getByText(dateText('2026-11-22', 'Sunday'))).toBeVisible();
    await expect(hari.getByText(/^9:00\sAM – 9:30\sAM$/i)).toBeVisible();
    await expect(hari.getByText('Bir Hospital')).toBeVisible();
    await expect(
      hari.getByText('Chest tightness when climbing stairs for two weeks'),
    ).toBeVisible();
    await expect(
      hari.getByRole('link', { name: 'Call Hari Prasad Adhikari on +9779841234567' }),
    ).toHaveAttribute('href', 'tel:+9779841234567');
    await expect(hari.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(hari.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(hari.queryByRole('button', { name: 'Start' })).toBeNull();

    // Confirmed: blue; start, complete or cancel.
    const ramesh = await card(canvasElement, 'Ramesh Karki');
    await expect(ramesh.getByText('Confirmed').className).toContain('bg-info');
    for (const action of ['Start', 'Complete', 'Cancel'])
      await expect(ramesh.getByRole('button', { name: action })).toBeVisible();
    await expect(ramesh.queryByRole('button', { name: 'Accept' })).toBeNull();

    // In progress: complete or cancel, no start.
    const gita = await card(canvasElement, 'Gita Poudel');
    await expect(gita.getByText('In progress')).toBeVisible();
    await expect(gita.getByRole('button', { name: 'Complete' })).toBeVisible();
    await expect(gita.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(gita.queryByRole('button', { name: 'Start' })).toBeNull();
    await expect(gita.getByText('Norvic International Hospital')).toBeVisible();

    // Completed: green; prescribe once.
    const krishna = await card(canvasElement, 'Krishna Bahadur Magar');
    await expect(krishna.getByText('Completed').className).toContain('bg-success');
    await expect(krishna.getByRole('button', { name: 'Prescribe' })).toBeVisible();
    const sunita = await card(canvasElement, 'Sunita Rai');
    await expect(sunita.getByText('Prescription written')).toBeVisible();
    await expect(sunita.queryByRole('button', { name: 'Prescribe' })).toBeNull();

    // Cancelled: red, with who cancelled; only the details remain.
    const prakash = await card(canvasElement, 'Prakash Gurung');
    await expect(prakash.getByText('Cancelled').className).toContain('bg-danger');
    await expect(prakash.getByText('You declined this request')).toBeVisible();
    await expect(prakash.getAllByRole('button').map((b) => b.textContent)).toEqual(['Details']);
    const anjali = await card(canvasElement, 'Anjali Thapa Magar');
    await expect(anjali.getByText('Cancelled by the patient')).toBeVisible();
  },
};

/** The search box matches patient name, reason or hospital. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardNames(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search appointments' });

    await userEvent.type(search, 'norvic');
    await waitFor(async () =>
      expect(await cardNames(canvasElement)).toEqual([
        'Gita Poudel',
        'Sita Sharma',
        'Krishna Bahadur Magar',
      ]),
    );
    await expect(canvas.getByText('Showing 3 of 9 appointments')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'PALPITATIONS');
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(['Sabina Shrestha']));

    await userEvent.clear(search);
    await userEvent.type(search, 'gurung');
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(['Prakash Gurung']));

    await userEvent.clear(search);
    await userEvent.type(search, 'dentist');
    await expect(
      await canvas.findByRole('heading', { name: 'No matching appointments' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('No appointment matches “dentist”. Try a patient name, reason or hospital.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(expectedOrder));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listAppointments.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No appointments yet' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('When a patient books a time with you, the request appears here.'),
    ).toBeVisible();
    await expectStats(canvasElement, {
      Total: '0',
      'Pending requests': '0',
      Confirmed: '0',
      Completed: '0',
    });
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listAppointments.timeout());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByText('Loading appointments...');
    await expect(loading).toHaveAttribute('role', 'status');
    await expect(loading.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The list fails; Retry fetches it again. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(listAppointments.serverErrorOnce());
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('See why the list is missing', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Your appointments could not be loaded' }),
      ).toBeVisible();
      await expect(canvas.getByText('Please check your connection and try again.')).toBeVisible();
    });
    await step('Press Retry: the appointments come', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(expectedOrder));
    });
  },
};

// ---- Live ----

/**
 * A patient books while the tab is open: `appointment_booked` arrives over the app's real
 * RealtimeProvider (socket.io faked over MSW) and the request appears without a reload.
 * Then the patient cancels another one: `appointment_updated` changes its card in place.
 */
export const LiveNewRequest: Story = {
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
    await expect(await cardNames(canvasElement)).toEqual(expectedOrder);
    await fakeRealtime.connected();

    const appointment = fixtures.makeAppointment({
      _id: fixtures.appointmentId(42),
      patientName: 'Laxmi Bhandari',
      patientPhone: '+9779845678901',
      reason: 'Chest pain at rest since this morning',
      date: fixtures.addDays(fixtures.today, 1),
      start: '12:00',
    });
    appointmentsStore.add(appointment);
    fakeRealtime.emit('appointment_booked', { appointment });
    const laxmi = await card(canvasElement, 'Laxmi Bhandari');
    await expect(laxmi.getByText('Requested')).toBeVisible();
    await expect(laxmi.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expectStats(canvasElement, {
      Total: '10',
      'Pending requests': '3',
      Confirmed: '2',
      Completed: '2',
    });

    const cancelled = appointmentsStore.update(fixtures.confirmed._id, {
      status: 'cancelled',
      cancelReason: 'patient',
    });
    fakeRealtime.emit('appointment_updated', { appointment: cancelled });
    await statusOf(canvasElement, 'Ramesh Karki', 'Cancelled');
    await expect(
      (await card(canvasElement, 'Ramesh Karki')).getByText('Cancelled by the patient'),
    ).toBeVisible();
  },
};

// ---- Details ----

/** The details modal: patient, appointment, consent, history paper and documents. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    await userEvent.click(hari.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('dialog', 'Appointment details');
    const section = (name: string) =>
      within(dialog.getByRole('heading', { level: 3, name }).closest('section')!);

    const patient = section('Patient');
    await expect(patient.getByText('Hari Prasad Adhikari')).toBeVisible();
    await expect(patient.getByRole('link', { name: '+9779841234567' })).toBeVisible();
    await expect(patient.getByText('Given')).toBeVisible();

    const appointment = section('Appointment');
    await expect(appointment.getByText('Requested')).toBeVisible();
    await expect(appointment.getByText(dateText('2026-11-22', 'Sunday'))).toBeVisible();
    await expect(appointment.getByText('Bir Hospital')).toBeVisible();
    await expect(appointment.getByText('Cardiology')).toBeVisible();
    await expect(appointment.getByText(/800/)).toBeVisible();
    await expect(appointment.getByText(formatDateAD('2026-11-19', 'en'))).toBeVisible();

    const paper = section('History paper');
    await expect(paper.getByText('English')).toBeVisible();
    await expect(paper.getByText('Chest pain: 14 days')).toBeVisible();
    await expect(paper.getByText('Breathlessness: 7 days')).toBeVisible();
    await expect(paper.getByText('Sweating during the pain')).toBeVisible();
    await expect(
      paper.getByText('Yes: High blood pressure since 2019, on amlodipine 5 mg'),
    ).toBeVisible();
    await expect(paper.getByText('Yes: Father had a heart attack at 58')).toBeVisible();
    await expect(paper.getByText('Yes: Penicillin')).toBeVisible();

    const documents = section('Documents');
    await expect(documents.getByText('ecg-report.pdf (PDF, 242 KB)')).toBeVisible();
    await expect(documents.getByText('lipid-profile.jpg (JPG, 1.3 MB)')).toBeVisible();

    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(hari.getByRole('button', { name: 'Details' })).toHaveFocus();
  },
};

/** Without a history paper or documents, the modal says so. */
export const DetailsWithoutHistoryPaper: Story = {
  play: async ({ canvasElement }) => {
    const sabina = await card(canvasElement, 'Sabina Shrestha');
    await userEvent.click(sabina.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('dialog', 'Appointment details');
    await expect(dialog.getByText('The patient did not fill in a history paper.')).toBeVisible();
    await expect(dialog.getByText('No documents attached.')).toBeVisible();
  },
};

/** A request's history paper stays with the server until the doctor accepts (ADR 0027). */
export const DetailsHistoryPaperWithheld: Story = {
  beforeEach() {
    appointmentsStore.update(fixtures.appointmentId(2), {
      historyPaper: null,
      historyPaperWithheld: true,
    });
  },
  play: async ({ canvasElement }) => {
    const sabina = await card(canvasElement, 'Sabina Shrestha');
    await userEvent.click(sabina.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('dialog', 'Appointment details');
    const paper = within(
      dialog.getByRole('heading', { level: 3, name: 'History paper' }).closest('section')!,
    );
    await expect(
      paper.getByText('Medical records are not accessible until patient acceptance.'),
    ).toBeVisible();
    await expect(paper.queryByText('The patient did not fill in a history paper.')).toBeNull();
  },
};

// ---- Language, theme, phone ----

/**
 * Nepali: dates in Bikram Sambat beside AD, Devanagari figures, and the server's refusal
 * in Nepali.
 */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    const bsDate = formatDate('2026-11-22', 'ne');
    await expect(bsDate).toMatch(/^६ मंसिर २०८३/);
    await expect(hari.getByText((text) => text.includes(bsDate))).toBeVisible();
    // The figures, in card order (Total, Pending requests, Confirmed, Completed).
    const figures = [...canvasElement.querySelectorAll('[data-slot="stat-card"] dd')];
    await expect(figures.map((dd) => dd.textContent)).toEqual(['९', '२', '२', '२']);

    appointmentsStore.update(fixtures.requested._id, {
      status: 'cancelled',
      cancelReason: 'patient',
    });
    await userEvent.click(hari.getAllByRole('button')[0]!);
    await expectToast('cancelled अवस्थाको अपोइन्टमेन्टलाई confirmed बनाउन मिल्दैन।');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await cardNames(canvasElement)).toEqual(expectedOrder);
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    await expect(hari.getByText('Requested')).toBeVisible();
    await userEvent.click(hari.getByRole('button', { name: 'Details' }));
    const dialog = await openedDialog('dialog', 'Appointment details');
    await expect(dialog.getByText('Chest pain: 14 days')).toBeVisible();
  },
};

/** A 360 px phone: one column, nothing scrolls sideways, 44 px targets. */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    await expectPhoneWidth(canvasElement);
    await expect(await cardNames(canvasElement)).toEqual(expectedOrder);
    await expectNoSidewaysScroll(canvasElement);
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    await expectTouchTargets([
      ...['Accept', 'Decline', 'Details'].map((name) => hari.getByRole('button', { name })),
      hari.getByRole('link', { name: /^Call Hari/ }),
    ]);
    // Two stat cards a row.
    const tops = ['Total', 'Pending requests', 'Confirmed', 'Completed'].map(
      (label) =>
        stat(canvasElement, label).closest('[data-slot="stat-card"]')!.getBoundingClientRect().top,
    );
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[2]).toBeGreaterThan(tops[0]!);
  },
};
