import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, formatDateAD } from '@lib/format';
import { RealtimeProvider } from '@lib/realtime';
import { toast } from '@ui/toast';
import * as fixtures from '@mocks/fixtures/appointments';
import { sessions } from '@mocks/fixtures/sessions';
import {
  acceptAppointment,
  appointmentsHandlers,
  appointmentsStore,
  changeAppointmentStatus,
  listAppointments,
  prescribe,
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
  fill,
  openedDialog,
  page,
  phone360,
  region,
  type Scope,
} from '@mocks/story-helpers';
import { DoctorAppointments } from './doctor-appointments';

const meta = {
  title: 'Features/Appointments/DoctorAppointments',
  component: DoctorAppointments,
  args: { today: fixtures.today },
  parameters: { session: sessions.appointmentsDoctor },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl">
        <h1 className="mb-6 text-2xl font-semibold">Appointments</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    resetAppointmentsStore();
    toast.dismiss();
    msw.use(...appointmentsHandlers());
  },
} satisfies Meta<typeof DoctorAppointments>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Helpers ----

/** The figure of a stat card, by its label. */
const stat = (canvasElement: HTMLElement, label: string) => {
  return region(canvasElement, 'Summary').getByText(label).closest('dl')!.querySelector('dd')!;
};

async function expectStats(
  canvasElement: HTMLElement,
  figures: Record<'Total' | 'Pending requests' | 'Confirmed' | 'Completed', string>,
) {
  for (const [label, value] of Object.entries(figures))
    await waitFor(() => expect(stat(canvasElement, label)).toHaveTextContent(value));
}

const statusOf = async (canvasElement: HTMLElement, name: string, status: string) =>
  waitFor(async () => expect((await card(canvasElement, name)).getByText(status)).toBeVisible());

const dateText = (iso: string, day: string) => `${day}, ${formatDateAD(iso, 'en')}`;

/** Opens the confirmation of `button` on `name`'s card and returns the dialog. */
async function openConfirm(canvasElement: HTMLElement, name: string, button: string) {
  await userEvent.click((await card(canvasElement, name)).getByRole('button', { name: button }));
  return openedDialog('alertdialog');
}

const expectedOrder = [
  'Gita Poudel',
  'Hari Prasad Adhikari',
  'Ramesh Karki',
  'Sabina Shrestha',
  'Sita Sharma',
  'Anjali Thapa Magar',
  'Krishna Bahadur Magar',
  'Sunita Rai',
  'Prakash Gurung',
];

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your appointments could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByText('Please check your connection and try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await cardNames(canvasElement)).toEqual(expectedOrder));
  },
};

// ---- Decisions ----

/** Accept: the request becomes confirmed, the counts follow, the card keeps focus. */
export const AcceptSuccess: Story = {
  play: async ({ canvasElement }) => {
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    await userEvent.click(hari.getByRole('button', { name: 'Accept' }));
    await expectToast(
      'Appointment confirmed',
      'Hari Prasad Adhikari will be told, and their records are now open to you.',
    );
    await statusOf(canvasElement, 'Hari Prasad Adhikari', 'Confirmed');
    await expect(hari.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(hari.queryByRole('button', { name: 'Accept' })).toBeNull();
    await expectStats(canvasElement, {
      Total: '9',
      'Pending requests': '1',
      Confirmed: '3',
      Completed: '2',
    });
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('article', { name: 'Hari Prasad Adhikari' }),
      ).toHaveFocus(),
    );
    await expect(appointmentsStore.find(fixtures.requested._id)?.status).toBe('confirmed');
  },
};

/** 001 §8 "Failed to accept appointment." */
export const AcceptFailure: Story = {
  beforeEach({ msw }) {
    msw.use(acceptAppointment.serverError());
  },
  play: async ({ canvasElement }) => {
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    await userEvent.click(hari.getByRole('button', { name: 'Accept' }));
    await expectToast('Failed to accept appointment.');
    await expect(hari.getByText('Requested')).toBeVisible();
    await expect(hari.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(stat(canvasElement, 'Pending requests')).toHaveTextContent('2');
  },
};

/** The patient cancelled while the list was open: the 409 is explained, the card catches up. */
export const AcceptAfterPatientCancelled: Story = {
  play: async ({ canvasElement }) => {
    const hari = await card(canvasElement, 'Hari Prasad Adhikari');
    appointmentsStore.update(fixtures.requested._id, {
      status: 'cancelled',
      cancelReason: 'patient',
    });
    await userEvent.click(hari.getByRole('button', { name: 'Accept' }));
    await expectToast(
      'Failed to accept appointment.',
      'An appointment that is cancelled cannot become confirmed.',
    );
    await statusOf(canvasElement, 'Hari Prasad Adhikari', 'Cancelled');
    await expect(hari.getByText('Cancelled by the patient')).toBeVisible();
    await expect(hari.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** Decline asks first; "Keep it" changes nothing; confirming cancels the request. */
export const Decline: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await openConfirm(canvasElement, 'Sabina Shrestha', 'Decline');
    await expect(dialog.getByRole('heading', { name: 'Decline this request?' })).toBeVisible();
    const when = `${dateText('2026-11-24', 'Tuesday')} at 10:00`;
    await expect(dialog.getByText(new RegExp(`^Sabina Shrestha asked for ${when}`))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    const sabina = await card(canvasElement, 'Sabina Shrestha');
    await expect(sabina.getByText('Requested')).toBeVisible();
    await waitFor(() => expect(sabina.getByRole('button', { name: 'Decline' })).toHaveFocus());

    dialog = await openConfirm(canvasElement, 'Sabina Shrestha', 'Decline');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline request' }));
    await expectToast('Request declined');
    await statusOf(canvasElement, 'Sabina Shrestha', 'Cancelled');
    await expect(sabina.getByText('You declined this request')).toBeVisible();
    await expect(stat(canvasElement, 'Pending requests')).toHaveTextContent('1');
    await expect(appointmentsStore.find(fixtures.appointmentId(2))?.cancelReason).toBe('declined');
  },
};

/** A confirmed appointment is started, then completed; another is cancelled after asking. */
export const StartCompleteCancel: Story = {
  play: async ({ canvasElement }) => {
    const ramesh = await card(canvasElement, 'Ramesh Karki');
    await userEvent.click(ramesh.getByRole('button', { name: 'Start' }));
    await expectToast('Appointment started');
    await statusOf(canvasElement, 'Ramesh Karki', 'In progress');
    await expect(ramesh.queryByRole('button', { name: 'Start' })).toBeNull();

    await userEvent.click(ramesh.getByRole('button', { name: 'Complete' }));
    await expectToast('Appointment completed');
    await statusOf(canvasElement, 'Ramesh Karki', 'Completed');
    await expect(ramesh.getByRole('button', { name: 'Prescribe' })).toBeVisible();
    await expect(stat(canvasElement, 'Completed')).toHaveTextContent('3');

    const dialog = await openConfirm(canvasElement, 'Sita Sharma', 'Cancel');
    await expect(dialog.getByRole('heading', { name: 'Cancel this appointment?' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await expectToast('Appointment cancelled');
    await statusOf(canvasElement, 'Sita Sharma', 'Cancelled');
    await expect(
      (await card(canvasElement, 'Sita Sharma')).getByText('You cancelled this appointment'),
    ).toBeVisible();
    await expectStats(canvasElement, {
      Total: '9',
      'Pending requests': '2',
      Confirmed: '0',
      Completed: '3',
    });
  },
};

/** An appointment in progress can be completed straight away. */
export const CompleteInProgress: Story = {
  play: async ({ canvasElement }) => {
    const gita = await card(canvasElement, 'Gita Poudel');
    await userEvent.click(gita.getByRole('button', { name: 'Complete' }));
    await expectToast('Appointment completed');
    await statusOf(canvasElement, 'Gita Poudel', 'Completed');
    await expect(gita.getByRole('button', { name: 'Prescribe' })).toBeVisible();
  },
};

/** 001 §8 "Failed to update appointment status.", for a plain action and a confirmed one. */
export const StatusUpdateFailure: Story = {
  beforeEach({ msw }) {
    msw.use(changeAppointmentStatus.serverError());
  },
  play: async ({ canvasElement }) => {
    const ramesh = await card(canvasElement, 'Ramesh Karki');
    await userEvent.click(ramesh.getByRole('button', { name: 'Start' }));
    await expectToast('Failed to update appointment status.');
    await expect(ramesh.getByText('Confirmed')).toBeVisible();

    toast.dismiss();
    const dialog = await openConfirm(canvasElement, 'Ramesh Karki', 'Cancel');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expectToast('Failed to update appointment status.');
    await expect(ramesh.getByText('Confirmed')).toBeVisible();
  },
};

/**
 * 409 ILLEGAL_TRANSITION: the patient cancelled a confirmed appointment just before the
 * doctor pressed Start. The server's explanation shows, and the card catches up.
 */
export const IllegalTransition: Story = {
  play: async ({ canvasElement }) => {
    const ramesh = await card(canvasElement, 'Ramesh Karki');
    appointmentsStore.update(fixtures.confirmed._id, {
      status: 'cancelled',
      cancelReason: 'patient',
    });
    await userEvent.click(ramesh.getByRole('button', { name: 'Start' }));
    await expectToast(
      'Failed to update appointment status.',
      'An appointment that is cancelled cannot become in-progress.',
    );
    await statusOf(canvasElement, 'Ramesh Karki', 'Cancelled');
    await expect(ramesh.getByText('Cancelled by the patient')).toBeVisible();
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

// ---- Prescribing ----

const openPrescription = async (canvasElement: HTMLElement) => {
  const krishna = await card(canvasElement, 'Krishna Bahadur Magar');
  await userEvent.click(krishna.getByRole('button', { name: 'Prescribe' }));
  return openedDialog('dialog', 'Write a prescription');
};

async function writePrescription(dialog: Scope) {
  const write = (name: RegExp, text: string) => fill(dialog.getByRole('textbox', { name }), text);
  await write(/^Diagnosis/, 'Exertional dyspnoea, likely heart failure');
  await write(/^Medicine name/, 'Furosemide');
  await write(/^Dosage/, '40 mg');
  await write(/^How often/, 'Once in the morning');
  await userEvent.click(dialog.getByRole('button', { name: 'Save prescription' }));
}

/** Prescribe for a completed appointment: "Prescription created successfully". */
export const PrescribeSuccess: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPrescription(canvasElement);
    await expect(
      dialog.getByText(
        `For Krishna Bahadur Magar, seen on ${dateText('2026-11-18', 'Wednesday')}.`,
      ),
    ).toBeVisible();
    await writePrescription(dialog);
    await expectToast('Prescription created successfully');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const krishna = await card(canvasElement, 'Krishna Bahadur Magar');
    await expect(krishna.getByText('Prescription written')).toBeVisible();
    await expect(krishna.queryByRole('button', { name: 'Prescribe' })).toBeNull();
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('article', { name: 'Krishna Bahadur Magar' }),
      ).toHaveFocus(),
    );
    await expect(appointmentsStore.prescriptions().at(-1)).toMatchObject({
      appointmentId: fixtures.completedWithoutPrescription._id,
      diagnosis: 'Exertional dyspnoea, likely heart failure',
      medications: [{ name: 'Furosemide', dosage: '40 mg', frequency: 'Once in the morning' }],
    });
  },
};

/** 001 §8 "Failed to create prescription. Please try again."; the form stays open. */
export const PrescribeServerError: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.serverError());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPrescription(canvasElement);
    await writePrescription(dialog);
    await expect(
      await dialog.findByText('Failed to create prescription. Please try again.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Diagnosis/ })).toHaveValue(
      'Exertional dyspnoea, likely heart failure',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(
      (await card(canvasElement, 'Krishna Bahadur Magar')).getByRole('button', {
        name: 'Prescribe',
      }),
    ).toHaveFocus();
  },
};

/** 001 §8 "Failed to create prescription: {error}", with the server's reason. */
export const PrescriptionExists: Story = {
  beforeEach({ msw }) {
    msw.use(prescribe.exists());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPrescription(canvasElement);
    await writePrescription(dialog);
    await expect(
      await dialog.findByText(
        'Failed to create prescription: This appointment already has a prescription.',
      ),
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
