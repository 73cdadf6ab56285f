import { http } from 'msw';
import { paths } from '@contract/paths';
import {
  addHospitalRequest,
  createSlotRequest,
  updateSlotRequest,
  type DoctorHospital,
  type ScheduleSlot,
} from '@contract/schedule';
import * as fixtures from '../fixtures/schedule';
import { api, failures, hang, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the doctor's slots and hospitals, as the server keeps them ----

let slots: ScheduleSlot[] = [];
let hospitals: DoctorHospital[] = [];
let requests: typeof fixtures.requests = [];
let next = 1;

/** Reset before each story by the preview (mocks/stores.ts): no story sees another's changes. */
export const scheduleStore = {
  reset() {
    slots = fixtures.slots.map((s) => ({ ...s }));
    hospitals = fixtures.hospitals.hospitals.map((h) => ({ ...h }));
    requests = fixtures.requests.map((r) => ({ ...r }));
    next = 1;
  },
  get slots(): readonly ScheduleSlot[] {
    return slots;
  },
};
resetBeforeEachStory(() => scheduleStore.reset());

const newId = () => `d0000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
const stored = (department: string, other: string) =>
  department === 'Other'
    ? { department, departmentOther: other }
    : { department, departmentOther: '' };

/** The first refusal the server would give a slot's hours and hospital, or null. */
function refusal(
  request: Request,
  body: { day: ScheduleSlot['day']; startTime: string; endTime: string; hospitalId: string },
  except?: string,
) {
  const hospital = hospitals.find((h) => h._id === body.hospitalId);
  if (!hospital) return refuse(request, 400, 'HOSPITAL_NOT_FOUND', 'hospitalId');
  if (!hospital.verified) return refuse(request, 409, 'HOSPITAL_NOT_VERIFIED', 'hospitalId');
  const clash = slots.find(
    (s) =>
      s._id !== except &&
      s.day === body.day &&
      s.startTime < body.endTime &&
      body.startTime < s.endTime,
  );
  if (clash)
    return refuse(request, 409, 'SLOT_OVERLAP', 'startTime', {
      day: clash.day,
      start: clash.startTime,
      end: clash.endTime,
      hospital: clash.hospitalName ?? '—',
    });
  return null;
}

export const scheduleSlots = {
  success: () => http.get(api(paths.scheduleSlots), () => ok({ slots })),
  empty: () => http.get(api(paths.scheduleSlots), () => ok(fixtures.emptySlots)),
  loading: () => http.get(api(paths.scheduleSlots), hang),
  forbidden: () =>
    http.get(api(paths.scheduleSlots), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.scheduleSlots),
};

export const createScheduleSlot = {
  success: () =>
    http.post(api(paths.scheduleSlots), async ({ request }) => {
      const parsed = createSlotRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return refuse(
          request,
          400,
          issue.message as 'SLOT_FIELDS_REQUIRED',
          String(issue.path[0] ?? ''),
        );
      }
      const body = parsed.data;
      const refused = refusal(request, body);
      if (refused) return refused;
      const slot: ScheduleSlot = {
        _id: newId(),
        day: body.day,
        startTime: body.startTime,
        endTime: body.endTime,
        hospitalId: body.hospitalId,
        hospitalName: hospitals.find((h) => h._id === body.hospitalId)?.name ?? null,
        ...stored(body.department, body.departmentOther),
        consultationFee: body.consultationFee,
        maxPatients: body.maxPatients,
        upcomingBookings: 0,
        updatedAt: '2026-11-24T06:00:00.000Z',
      };
      slots.push(slot);
      return ok({ slot });
    }),
  ...failures('post', paths.scheduleSlots),
};

export const updateScheduleSlot = {
  success: () =>
    http.put(api(paths.scheduleSlot), async ({ request, params }) => {
      const slot = slots.find((s) => s._id === idOf(params));
      if (!slot) return refuse(request, 404, 'SLOT_NOT_FOUND');
      const parsed = updateSlotRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return refuse(
          request,
          400,
          issue.message as 'SLOT_FIELDS_REQUIRED',
          String(issue.path[0] ?? ''),
        );
      }
      const body = parsed.data;
      if (body.day && body.day !== slot.day)
        return refuse(request, 400, 'DAY_CHANGE_NOT_ALLOWED', 'day');
      const refused = refusal(request, { ...body, day: slot.day }, slot._id);
      if (refused) return refused;
      const moved =
        body.hospitalId !== slot.hospitalId ||
        body.startTime > slot.startTime ||
        body.endTime < slot.endTime;
      if (moved && slot.upcomingBookings > 0)
        return refuse(request, 409, 'SLOT_HAS_BOOKINGS', undefined, {
          count: slot.upcomingBookings,
        });
      Object.assign(slot, {
        startTime: body.startTime,
        endTime: body.endTime,
        hospitalId: body.hospitalId,
        hospitalName: hospitals.find((h) => h._id === body.hospitalId)?.name ?? null,
        ...stored(body.department, body.departmentOther),
        consultationFee: body.consultationFee,
        maxPatients: body.maxPatients,
      });
      return ok({ slot: { ...slot } });
    }),
  ...failures('put', paths.scheduleSlot),
};

export const deleteScheduleSlot = {
  success: () =>
    http.delete(api(paths.scheduleSlot), ({ request, params }) => {
      const slot = slots.find((s) => s._id === idOf(params));
      if (!slot) return refuse(request, 404, 'SLOT_NOT_FOUND');
      if (slot.upcomingBookings > 0)
        return refuse(request, 409, 'SLOT_HAS_BOOKINGS', undefined, {
          count: slot.upcomingBookings,
        });
      slots = slots.filter((s) => s !== slot);
      return ok({ deleted: slot._id });
    }),
  ...failures('delete', paths.scheduleSlot),
};

export const doctorHospitals = {
  success: () => http.get(api(paths.doctorHospitals), () => ok({ hospitals, requests })),
  empty: () => http.get(api(paths.doctorHospitals), () => ok(fixtures.noHospitals)),
  ...failures('get', paths.doctorHospitals),
};

export const addHospital = {
  success: () =>
    http.post(api(paths.doctorHospitals), async ({ request }) => {
      const parsed = addHospitalRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return refuse(
          request,
          400,
          issue.message as 'HOSPITAL_FIELDS_REQUIRED',
          String(issue.path[0] ?? ''),
        );
      }
      const body = parsed.data;
      if (hospitals.some((h) => h.name.toLowerCase() === body.name.toLowerCase()))
        return refuse(request, 409, 'HOSPITAL_EXISTS', 'name');
      const hospital: DoctorHospital = {
        _id: newId(),
        name: body.name,
        city: body.city,
        phone: body.phone,
        type: body.type,
        registrationNumber: body.registrationNumber || null,
        verified: false,
        hasSlots: false,
        connectionStatus: 'pending',
        addedByMe: true,
      };
      hospitals.push(hospital);
      requests.unshift({
        _id: newId(),
        hospitalId: hospital._id,
        hospitalName: hospital.name,
        status: 'pending',
        requestedAt: '2026-11-24T06:00:00.000Z',
      });
      return ok({ hospital });
    }),
  cityUnknown: () =>
    http.post(api(paths.doctorHospitals), ({ request }) =>
      refuse(request, 400, 'CITY_UNKNOWN', 'city'),
    ),
  ...failures('post', paths.doctorHospitals),
};

export const connectHospital = {
  success: () =>
    http.post(api(paths.connectHospital), ({ request, params }) => {
      if (requests.some((r) => r.hospitalId === idOf(params)))
        return refuse(request, 409, 'CONNECTION_EXISTS');
      const request_ = {
        _id: newId(),
        hospitalId: idOf(params),
        hospitalName: 'Grande International Hospital',
        status: 'pending' as const,
        requestedAt: '2026-11-24T06:00:00.000Z',
      };
      requests.unshift(request_);
      return ok({ request: request_ });
    }),
  ...failures('post', paths.connectHospital),
};
