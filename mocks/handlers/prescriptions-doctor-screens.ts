import { HttpResponse, http } from 'msw';
import { prescriptionRequest } from '@contract/appointments';
import { paths } from '@contract/paths';
import {
  doctorPrescriptionsQuery,
  newPrescriptionRequest,
  prescriptionStatusRequest,
  type DoctorPrescriptionStats,
  type PrescriptionDetail,
} from '@contract/prescriptions';
import * as fixtures from '../fixtures/prescriptions-doctor-screens';
import { api, failures, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * The doctor's Prescriptions tab against a small in-memory store (reset before each
 * story): the list searched, filtered and cut as the server does, the figures counted
 * over it, and status changes, edits and New changing it.
 */
const store = {
  items: [] as PrescriptionDetail[],
  prescribable: [] as typeof fixtures.prescribable,
  /** The query of the last export, for stories that check what was asked. */
  exported: undefined as URLSearchParams | undefined,
};

export function resetDoctorPrescriptionsStore() {
  store.items = fixtures.doctorPrescriptions.map((p) => structuredClone(p));
  store.prescribable = [...fixtures.prescribable];
  store.exported = undefined;
}
resetBeforeEachStory(resetDoctorPrescriptionsStore);
export const doctorPrescriptionsStore = store;

const statsOf = (items: readonly PrescriptionDetail[]): DoctorPrescriptionStats => ({
  ...fixtures.doctorPrescriptionStats,
  total: items.length,
  active: items.filter((p) => p.status === 'active').length,
  completed: items.filter((p) => p.status === 'completed').length,
  cancelled: items.filter((p) => p.status === 'cancelled').length,
  expired: items.filter((p) => p.status === 'expired').length,
});

const matches = (p: PrescriptionDetail, search: string, status: string) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [p.patientName, p.diagnosis, ...p.medications.map((m) => m.name)]
    .join(' ')
    .toLowerCase();
  return (status === 'all' || p.status === status) && words.every((w) => text.includes(w));
};

const found = (request: Request, id: string) => {
  const item = store.items.find((p) => p._id === id);
  return item ?? refuse(request, 404, 'PRESCRIPTION_NOT_FOUND');
};

/** GET /doctor/prescriptions */
export const doctorPrescriptions = {
  success: () =>
    http.get(api(paths.doctorPrescriptions), ({ request }) => {
      const parsed = doctorPrescriptionsQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return refuse(request, 400, 'VALIDATION');
      const q = parsed.data;
      const rows = store.items.filter((p) => matches(p, q.search, q.status));
      const start = (q.page - 1) * q.limit;
      return ok({
        items: rows.slice(start, start + q.limit),
        total: rows.length,
        page: q.page,
        limit: q.limit,
        stats: statsOf(store.items),
      });
    }),
  empty: () =>
    http.get(api(paths.doctorPrescriptions), () =>
      ok({ items: [], total: 0, page: 1, limit: 20, stats: statsOf([]) }),
    ),
  forbidden: () =>
    http.get(api(paths.doctorPrescriptions), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.doctorPrescriptions),
};

/** PUT /prescriptions/{id}/status */
export const setPrescriptionStatus = {
  success: () =>
    http.put(api(paths.prescriptionStatus), async ({ request, params }) => {
      const item = found(request, idOf(params));
      if (item instanceof Response) return item;
      const body = prescriptionStatusRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'STATUS_INVALID', 'status');
      if (item.status !== 'active' && item.status !== 'expired')
        return refuse(request, 409, 'PRESCRIPTION_NOT_ACTIVE');
      item.status = body.data.status;
      item.expiringSoon = false;
      return ok({ prescription: item, versions: [] });
    }),
  notActive: () =>
    http.put(api(paths.prescriptionStatus), ({ request }) =>
      refuse(request, 409, 'PRESCRIPTION_NOT_ACTIVE'),
    ),
  notFound: () =>
    http.put(api(paths.prescriptionStatus), ({ request }) =>
      refuse(request, 404, 'PRESCRIPTION_NOT_FOUND'),
    ),
  ...failures('put', paths.prescriptionStatus),
};

/** PUT /prescriptions/{id}: the edit keeps the earlier version (its number goes up). */
export const updatePrescription = {
  success: () =>
    http.put(api(paths.prescriptionDetail), async ({ request, params }) => {
      const item = found(request, idOf(params));
      if (item instanceof Response) return item;
      if (item.status === 'cancelled') return refuse(request, 409, 'PRESCRIPTION_CANCELLED');
      const body = prescriptionRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'VALIDATION');
      const { validUntil, ...fields } = body.data;
      Object.assign(item, fields, {
        validUntil: validUntil ?? item.validUntil,
        version: item.version + 1,
        updatedAt: fixtures.now,
      });
      return ok({ prescription: item, versions: [] });
    }),
  cancelled: () =>
    http.put(api(paths.prescriptionDetail), ({ request }) =>
      refuse(request, 409, 'PRESCRIPTION_CANCELLED'),
    ),
  ...failures('put', paths.prescriptionDetail),
};

/** GET /doctor/prescriptions/prescribable */
export const prescribableAppointments = {
  success: () =>
    http.get(api(paths.prescribableAppointments), () => ok({ appointments: store.prescribable })),
  empty: () => http.get(api(paths.prescribableAppointments), () => ok({ appointments: [] })),
  ...failures('get', paths.prescribableAppointments),
};

/** POST /doctor/prescriptions: New, for a completed appointment without one. */
export const createPrescription = {
  success: () =>
    http.post(api(paths.doctorPrescriptions), async ({ request }) => {
      const body = newPrescriptionRequest.safeParse(await readJson(request));
      if (!body.success) return refuse(request, 400, 'VALIDATION');
      const target = store.prescribable.find((a) => a.appointmentId === body.data.appointmentId);
      if (!target) return refuse(request, 404, 'APPOINTMENT_REQUIRED', 'appointmentId');
      const { appointmentId, validUntil, ...fields } = body.data;
      const first = fixtures.doctorPrescriptions[0]!;
      const now = fixtures.now;
      const created: PrescriptionDetail = {
        ...first,
        ...fields,
        _id: `${first._id.slice(0, -3)}999`,
        number: 'RX-00000999',
        appointmentId,
        status: 'active',
        patientId: target.patientId,
        patientName: target.patientName,
        patient: { _id: target.patientId, name: target.patientName, email: '', phone: '' },
        validUntil: validUntil ?? first.validUntil,
        createdAt: now,
        updatedAt: now,
        version: 1,
        expiringSoon: false,
      };
      store.items.unshift(created);
      store.prescribable = store.prescribable.filter((a) => a !== target);
      return ok({ prescription: created, versions: [] }, { status: 201 });
    }),
  ...failures('post', paths.doctorPrescriptions),
};

/** GET /doctor/prescriptions/export: the filtered store as CSV. */
export const doctorPrescriptionsExport = {
  success: () =>
    http.get(api(paths.doctorPrescriptionsExport), ({ request }) => {
      const params = new URL(request.url).searchParams;
      store.exported = params;
      const search = params.get('search') ?? '';
      const status = params.get('status') ?? 'all';
      const rows = store.items.filter((p) => matches(p, search, status));
      const csv = [
        'number,date,patient,diagnosis,status',
        ...rows.map((p) => [p.number, p.createdAt, p.patientName, p.diagnosis, p.status].join(',')),
      ].join('\n');
      return new HttpResponse(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="prescriptions.csv"',
        },
      });
    }),
  ...failures('get', paths.doctorPrescriptionsExport),
};

/** GET /doctors/{id} for the printed page: the doctor's NMC number and credentials. */
export const printDoctorProfile = {
  success: () => http.get(api(paths.doctor), () => ok({ doctor: fixtures.doctorProfile })),
};

/** Every endpoint of the tab, answering from the store. */
export const doctorPrescriptionsHandlers = () => [
  doctorPrescriptions.success(),
  setPrescriptionStatus.success(),
  updatePrescription.success(),
  prescribableAppointments.success(),
  createPrescription.success(),
  doctorPrescriptionsExport.success(),
  printDoctorProfile.success(),
];
