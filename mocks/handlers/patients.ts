import { http } from 'msw';
import {
  doctorPatientsQuery,
  NEW_PATIENT_MAX_VISITS,
  patientCriticalRequest,
  type DoctorPatient,
  type PatientSort,
} from '@contract/patients';
import { paths } from '@contract/paths';
import type { MedicalRecord } from '@contract/records';
import { requested } from '../fixtures/appointments';
import * as fixtures from '../fixtures/patients';
import { api, fail, failures, hang, ok, readJson, refuse } from '../respond';
import { recordListOf } from './records';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the doctor's patients, changed by accept, reject and critical ----

let stored: DoctorPatient[] = [];

/**
 * The patients the handlers serve and change. Reset it before each story
 * (the preview does, mocks/stores.ts), so no story sees another's decisions.
 */
export const patientsStore = {
  reset(seed: readonly DoctorPatient[] = fixtures.doctorPatients) {
    stored = seed.map((p) => ({ ...p }));
  },
  get patients(): readonly DoctorPatient[] {
    return stored;
  },
  /** A new patient, as a booking elsewhere adds one. */
  add(patient: DoctorPatient) {
    stored.push({ ...patient });
  },
};
resetBeforeEachStory(() => patientsStore.reset());

const RECENT_FROM = '2026-11-17';
const byName = (a: DoctorPatient, b: DoctorPatient) => a.name.localeCompare(b.name, 'en');
const sorts: Record<PatientSort, (a: DoctorPatient, b: DoctorPatient) => number> = {
  name: byName,
  lastVisit: (a, b) => (b.lastVisit ?? '').localeCompare(a.lastVisit ?? '') || byName(a, b),
  totalVisits: (a, b) => b.totalVisits - a.totalVisits || byName(a, b),
  age: (a, b) => (b.age ?? -1) - (a.age ?? -1) || byName(a, b),
};
const recent = (p: DoctorPatient) => (p.lastVisit ?? '') >= RECENT_FROM;

/** GET /doctor/patients as the server answers it, over the store. */
function listOf(request: Request) {
  const parsed = doctorPatientsQuery.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!parsed.success) return refuse(request, 400, 'VALIDATION');
  const { search, sort, filter, page, limit } = parsed.data;
  const needle = search.toLocaleLowerCase();
  const matching = stored
    .filter((p) =>
      filter === 'recent'
        ? recent(p)
        : filter === 'critical'
          ? p.critical
          : filter === 'new'
            ? p.totalVisits <= NEW_PATIENT_MAX_VISITS
            : true,
    )
    .filter(
      (p) =>
        !needle ||
        [p.name, p.phone, p.email, p.condition ?? ''].some((v) =>
          v.toLocaleLowerCase().includes(needle),
        ),
    )
    .sort(sorts[sort]);
  return ok({
    stats: {
      totalPatients: stored.length,
      recentVisits: stored.filter(recent).length,
      pendingActions: stored.filter((p) => p.pendingAppointmentId).length,
      criticalCases: stored.filter((p) => p.critical).length,
    },
    items: matching.slice((page - 1) * limit, page * limit),
    total: matching.length,
    page,
    limit,
  });
}

export const doctorPatients = {
  /** The store's patients, searched, filtered, sorted and paged as the server does. */
  success: () => http.get(api(paths.doctorPatients), ({ request }) => listOf(request)),
  empty: () => http.get(api(paths.doctorPatients), () => ok(fixtures.emptyPatients)),
  loading: () => http.get(api(paths.doctorPatients), hang),
  forbidden: () =>
    http.get(api(paths.doctorPatients), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.doctorPatients),
};

export const doctorPatientCritical = {
  success: () =>
    http.put(api(paths.doctorPatientCritical), async ({ request, params }) => {
      const body = patientCriticalRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'VALIDATION', 'critical');
      const patient = stored.find((p) => p.id === params.patientId);
      if (!patient) return refuse(request, 404, 'PATIENT_NOT_FOUND');
      patient.critical = body.data.critical;
      return ok({ patient: { ...patient } });
    }),
  notFound: () =>
    http.put(api(paths.doctorPatientCritical), ({ request }) =>
      refuse(request, 404, 'PATIENT_NOT_FOUND'),
    ),
  ...failures('put', paths.doctorPatientCritical),
};

const pendingWith = (id: unknown) => stored.find((p) => p.pendingAppointmentId === id);

/** Accept and Reject of a pending patient: the appointment decisions, over this store. */
export const acceptPatient = {
  success: () =>
    http.put(api(paths.acceptAppointment), ({ request, params }) => {
      const patient = pendingWith(params.id);
      if (!patient) return refuse(request, 404, 'APPOINTMENT_NOT_FOUND');
      Object.assign(patient, {
        status: 'my-patient',
        pendingAppointmentId: null,
        recordsCount: 1,
      } satisfies Partial<DoctorPatient>);
      return ok({ appointment: { ...requested, _id: String(params.id), status: 'confirmed' } });
    }),
  serverError: () =>
    http.put(api(paths.acceptAppointment), () => fail(500, 'Something went wrong', 'INTERNAL')),
};

export const rejectPatient = {
  success: () =>
    http.put(api(paths.appointment), ({ request, params }) => {
      const patient = pendingWith(params.id);
      if (!patient) return refuse(request, 404, 'APPOINTMENT_NOT_FOUND');
      stored = stored.filter((p) => p !== patient);
      return ok({
        appointment: {
          ...requested,
          _id: String(params.id),
          status: 'cancelled',
          cancelReason: 'declined',
        },
      });
    }),
  serverError: () =>
    http.put(api(paths.appointment), () => fail(500, 'Something went wrong', 'INTERNAL')),
};

/** Ram's records as the server answers the dialog: by type and search, newest first, paged. */
const recordsOf =
  (all: readonly MedicalRecord[]) =>
  ({ request }: { request: Request }) => {
    const data = recordListOf(request, all);
    return data instanceof Response ? data : ok({ ...fixtures.ramRecordsPage, ...data });
  };

/** GET /patients/{patientId}/records, for the patient details dialog. */
export const patientRecords = {
  success: () => http.get(api(paths.patientRecords), recordsOf(fixtures.ramRecords)),
  /** Two years of follow-ups: more than one page. */
  history: () => http.get(api(paths.patientRecords), recordsOf(fixtures.ramRecordHistory)),
  empty: () => http.get(api(paths.patientRecords), () => ok(fixtures.noRecordsPage)),
  loading: () => http.get(api(paths.patientRecords), hang),
  notAccessible: () =>
    http.get(api(paths.patientRecords), ({ request }) =>
      refuse(request, 403, 'RECORDS_NOT_ACCESSIBLE'),
    ),
  ...failures('get', paths.patientRecords),
};

export const patientsHandlers = () => [doctorPatients.success(), doctorPatientCritical.success()];
