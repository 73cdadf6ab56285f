import { http, type RequestHandler } from 'msw';
import {
  appointmentListQuery,
  doctorTransitions,
  patientCancellable,
  prescriptionRequest,
  statusChangeRequest,
  type Appointment,
  type AppointmentStatus,
  type Prescription,
} from '@contract/appointments';
import { endpoints } from '@contract/endpoints';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import * as fixtures from '../fixtures/appointments';
import { api, fail, failures, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

const paths = {
  list: endpoints.appointments.path,
  one: endpoints.appointment.path,
  accept: endpoints.acceptAppointment.path,
  status: endpoints.changeAppointmentStatus.path,
  prescribe: endpoints.prescribe.path,
  prescriptions: endpoints.prescriptions.path,
};

// ---- The in-memory store: what the server would hold, reset before each story ----

const store = {
  appointments: [] as Appointment[],
  prescriptions: [] as Prescription[],
  /** The clock of `updatedAt` and `createdAt`: minutes after the fixtures' today, 10:00. */
  tick: 0,
};

/**
 * Puts the fixtures (or the given lists) back in the store. Call it in a story's or a
 * test's `beforeEach`, so no story sees another's accepts and prescriptions.
 */
export function resetAppointmentsStore(
  seed: { appointments?: readonly Appointment[]; prescriptions?: readonly Prescription[] } = {},
) {
  store.appointments = structuredClone([...(seed.appointments ?? fixtures.appointments)]);
  store.prescriptions = structuredClone([...(seed.prescriptions ?? fixtures.prescriptions)]);
  store.tick = 0;
}
resetBeforeEachStory(resetAppointmentsStore);

const now = () =>
  new Date(Date.parse(`${fixtures.today}T10:00:00+05:45`) + ++store.tick * 60_000).toISOString();

/** Reads and changes the store from a story: a booking arriving, a patient cancelling. */
export const appointmentsStore = {
  appointments: (): readonly Appointment[] => store.appointments,
  prescriptions: (): readonly Prescription[] => store.prescriptions,
  find: (id: string) => store.appointments.find((a) => a._id === id),
  /** A new booking, as `POST /appointments/enhanced` would store it. */
  add(appointment: Appointment) {
    store.appointments = [...store.appointments, structuredClone(appointment)];
  },
  /** Another party's change (the patient cancels, say) behind the screen's back. */
  update(id: string, change: Partial<Appointment>) {
    store.appointments = store.appointments.map((a) =>
      a._id === id ? { ...a, ...change, updatedAt: now() } : a,
    );
    return appointmentsStore.find(id);
  },
};

// ---- Answers ----

const notFound = (request: Request) => refuse(request, 404, 'APPOINTMENT_NOT_FOUND');
const illegal = (request: Request, from: AppointmentStatus, to: AppointmentStatus) =>
  refuse(request, 409, 'ILLEGAL_TRANSITION', undefined, { from, to });

/** GET /appointments: the caller's appointments, `when` counted from the fixtures' today. */
export const listAppointments = {
  success: () =>
    http.get(api(paths.list), ({ request }) => {
      const query = appointmentListQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!query.success) return refuse(request, 400, 'VALIDATION');
      const { when, status } = query.data;
      const appointments = store.appointments.filter(
        (a) =>
          (when === 'all' ||
            (when === 'upcoming' ? a.date >= fixtures.today : a.date < fixtures.today)) &&
          (!status || a.status === status),
      );
      return ok({ appointments });
    }),
  empty: () => http.get(api(paths.list), () => ok({ appointments: [] })),
  /** The first call fails with a 500, the next ones answer from the store (Retry works). */
  serverErrorOnce: () =>
    http.get(api(paths.list), () => fail(500, 'Something went wrong', 'INTERNAL'), {
      once: true,
    }),
  ...failures('get', paths.list),
};

/** GET /appointments/{id}. */
export const getAppointment = {
  success: () =>
    http.get(api(paths.one), ({ request, params }) => {
      const appointment = appointmentsStore.find(idOf(params));
      return appointment ? ok({ appointment }) : notFound(request);
    }),
  ...failures('get', paths.one),
};

/** PUT /appointments/{id}/accept: requested becomes confirmed; anything else is a 409. */
export const acceptAppointment = {
  success: () =>
    http.put(api(paths.accept), ({ request, params }) => {
      const appointment = appointmentsStore.find(idOf(params));
      if (!appointment) return notFound(request);
      if (appointment.status !== 'requested')
        return illegal(request, appointment.status, 'confirmed');
      return ok({
        appointment: appointmentsStore.update(appointment._id, { status: 'confirmed' }),
      });
    }),
  notFound: () => http.put(api(paths.accept), ({ request }) => notFound(request)),
  ...failures('put', paths.accept),
};

/**
 * PUT /appointments/{id} {status}: the doctor's transitions of the contract
 * (`doctorTransitions`), or with `as: 'patient'` a patient's cancel of a requested or
 * confirmed appointment (`patientCancellable`). Anything else answers 409 ILLEGAL_TRANSITION.
 */
export const changeAppointmentStatus = {
  success: ({ as = 'doctor' }: { as?: 'doctor' | 'patient' } = {}) =>
    http.put(api(paths.status), async ({ request, params }) => {
      const body = statusChangeRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'VALIDATION', 'status');
      const appointment = appointmentsStore.find(idOf(params));
      if (!appointment) return notFound(request);
      const from = appointment.status;
      const to = body.data.status;
      const allowed =
        as === 'doctor'
          ? doctorTransitions[from].includes(to)
          : to === 'cancelled' && patientCancellable.includes(from);
      if (!allowed) return illegal(request, from, to);
      const cancelReason =
        to !== 'cancelled'
          ? null
          : as === 'patient'
            ? 'patient'
            : from === 'requested'
              ? 'declined'
              : 'doctor';
      return ok({
        appointment: appointmentsStore.update(appointment._id, { status: to, cancelReason }),
      });
    }),
  /** Always a 409, as if someone else had just moved the appointment on. */
  illegalTransition: (from: AppointmentStatus = 'cancelled') =>
    http.put(api(paths.status), async ({ request }) => {
      const body = statusChangeRequest.safeParse(await readJson(request));
      return illegal(request, from, body.success ? body.data.status : 'cancelled');
    }),
  notFound: () => http.put(api(paths.status), ({ request }) => notFound(request)),
  ...failures('put', paths.status),
};

const isCode = (value: string): value is ErrorCode => value in errorCatalogue;

/**
 * POST /appointments/{id}/prescription: checked with the contract's schema (the first
 * problem answers 400 with its `field`), only for a completed appointment without one.
 */
export const prescribe = {
  success: () =>
    http.post(api(paths.prescribe), async ({ request, params }) => {
      const appointment = appointmentsStore.find(idOf(params));
      if (!appointment) return notFound(request);
      if (appointment.status !== 'completed') return refuse(request, 409, 'NOT_COMPLETED');
      if (appointment.hasPrescription) return refuse(request, 409, 'PRESCRIPTION_EXISTS');
      const body = prescriptionRequest.safeParse(await readJson(request));
      if (!body.success) {
        const issue = body.error.issues[0]!;
        const code = isCode(issue.message) ? issue.message : 'VALIDATION';
        return refuse(request, 400, code, issue.path.join('.'));
      }
      const prescription: Prescription = {
        ...body.data,
        _id: `9c4d2e1f-6a7b-4c8d-9e0f-${String(store.prescriptions.length + 1).padStart(12, '0')}`,
        appointmentId: appointment._id,
        status: 'active',
        doctor: { _id: appointment.doctor._id, fullName: appointment.doctor.fullName },
        patientId: appointment.patientId,
        patientName: appointment.patientName,
        hospital: appointment.hospital,
        createdAt: now(),
      };
      store.prescriptions = [...store.prescriptions, prescription];
      appointmentsStore.update(appointment._id, { hasPrescription: true });
      return ok({ prescription }, { status: 201 });
    }),
  notCompleted: () =>
    http.post(api(paths.prescribe), ({ request }) => refuse(request, 409, 'NOT_COMPLETED')),
  exists: () =>
    http.post(api(paths.prescribe), ({ request }) => refuse(request, 409, 'PRESCRIPTION_EXISTS')),
  /** A 400 about one field, e.g. `fieldError('medications.0.dosage', 'MEDICATION_DOSAGE_REQUIRED')`. */
  fieldError: (field: string, code: ErrorCode = 'VALIDATION') =>
    http.post(api(paths.prescribe), ({ request }) => refuse(request, 400, code, field)),
  ...failures('post', paths.prescribe),
};

/** GET /prescriptions: those in the store (a patient's, or those the doctor wrote). */
export const listPrescriptions = {
  success: () =>
    http.get(api(paths.prescriptions), () => ok({ prescriptions: store.prescriptions })),
  empty: () => http.get(api(paths.prescriptions), () => ok({ prescriptions: [] })),
  ...failures('get', paths.prescriptions),
};

/** Every appointments endpoint's `success`, over the store. */
export const appointmentsHandlers = (): RequestHandler[] => [
  listAppointments.success(),
  getAppointment.success(),
  acceptAppointment.success(),
  changeAppointmentStatus.success(),
  prescribe.success(),
  listPrescriptions.success(),
];
