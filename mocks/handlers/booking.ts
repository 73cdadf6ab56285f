import { http } from 'msw';
import { z } from 'zod';
import {
  MAX_BOOKING_DOCUMENTS,
  MAX_DOCUMENT_BYTES,
  bookingFields,
  slotsQuery,
  type Appointment,
} from '@contract/appointments';
import { endpoints } from '@contract/endpoints';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import * as fixtures from '../fixtures/booking';
import { api, failures, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

const paths = { slots: endpoints.doctorSlots.path, book: endpoints.book.path };

// ---- The in-memory store: slots booked during a story, and what was sent ----

export type SentBooking = {
  fields: z.infer<typeof sentFields>;
  files: { name: string; size: number; type: string }[];
};

const store = {
  taken: new Set<string>(),
  sent: [] as SentBooking[],
  created: 0,
};

/** What the booking mocks remember within one story or test; reset it before each. */
export const bookingStore = {
  reset() {
    store.taken.clear();
    store.sent = [];
    store.created = 0;
  },
  /** Marks a slot taken, as if another patient booked it a moment ago. */
  take: (doctorId: string, date: string, hospitalId: string, startTime: string) =>
    void store.taken.add(fixtures.slotKey(doctorId, date, hospitalId, startTime)),
  /** Every booking request received, oldest first (successful or not). */
  sent: (): readonly SentBooking[] => store.sent,
};

const isTaken = (key: string) => store.taken.has(key);

// ---- GET /doctors/{id}/slots ----

const doctorNotFound = (request: Request) => refuse(request, 404, 'DOCTOR_NOT_FOUND');
const dateOf = (request: Request) =>
  slotsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));

/** GET /doctors/{id}/slots?date=: the doctor's slots that day, taken ones marked. */
export const doctorSlots = {
  success: () =>
    http.get(api(paths.slots), ({ params, request }) => {
      const query = dateOf(request);
      if (!query.success) return refuse(request, 400, 'VALIDATION', 'date');
      const doctor = fixtures.findDoctor(String(params.id));
      if (!doctor) return doctorNotFound(request);
      const { date } = query.data;
      return ok(fixtures.daySlots(doctor, date, fixtures.slotsOf(doctor, date, isTaken)));
    }),
  /** Every slot of the day already booked. */
  allTaken: () =>
    http.get(api(paths.slots), ({ params, request }) => {
      const query = dateOf(request);
      const doctor = fixtures.findDoctor(String(params.id));
      if (!query.success || !doctor) return doctorNotFound(request);
      const slots = fixtures
        .slotsOf(doctor, query.data.date)
        .map((slot) => ({ ...slot, available: false }));
      return ok(fixtures.daySlots(doctor, query.data.date, slots));
    }),
  /** No session that day (the schedule changed since the days were listed). */
  empty: () =>
    http.get(api(paths.slots), ({ request }) => {
      const query = dateOf(request);
      if (!query.success) return refuse(request, 400, 'VALIDATION', 'date');
      return ok({ date: query.data.date, day: fixtures.weekdayOf(query.data.date), slots: [] });
    }),
  notFound: () => http.get(api(paths.slots), ({ request }) => doctorNotFound(request)),
  ...failures('get', paths.slots),
};

// ---- POST /appointments/enhanced (multipart) ----

/** The contract's fields, except that the demo fixtures' ids are not uuids. */
const sentFields = bookingFields.extend({
  doctorId: z.string().min(1),
  selectedHospital: z.string().min(1),
});

const json = (value: FormDataEntryValue | null): unknown => {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const allowedExtensions = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'];
const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

type Read =
  { ok: true; fields: SentBooking['fields']; files: File[] } | { ok: false; response: Response };

/** Reads and checks the multipart body the way the server does, minus the magic bytes. */
async function readBooking(request: Request): Promise<Read> {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const files = form.getAll('historyDocuments').filter((v): v is File => typeof v !== 'string');
  const parsed = sentFields.safeParse({
    doctorId: text('doctorId'),
    selectedDay: text('selectedDay'),
    selectedTimeSlot: json(form.get('selectedTimeSlot')),
    selectedHospital: text('selectedHospital'),
    appointmentData: json(form.get('appointmentData')),
    medicalRecordConsent: text('medicalRecordConsent') === 'true',
    includeHistoryPaper: text('includeHistoryPaper') === 'true',
    historyPaperData: json(form.get('historyPaperData')),
  });
  if (parsed.success)
    store.sent.push({
      fields: parsed.data,
      files: files.map((f) => ({ name: f.name, size: f.size, type: f.type })),
    });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code =
      issue && issue.path[0] === 'medicalRecordConsent'
        ? 'CONSENT_REQUIRED'
        : issue?.message && issue.message in errorCatalogue
          ? (issue.message as ErrorCode)
          : 'VALIDATION';
    return {
      ok: false,
      response: refuse(request, 400, code, issue?.path.join('.') || undefined),
    };
  }
  if (files.length > MAX_BOOKING_DOCUMENTS)
    return {
      ok: false,
      response: refuse(request, 400, 'TOO_MANY_FILES', undefined, { count: MAX_BOOKING_DOCUMENTS }),
    };
  if (files.some((f) => !allowedExtensions.includes(extensionOf(f.name))))
    return { ok: false, response: refuse(request, 415, 'FILE_TYPE_NOT_ALLOWED') };
  if (files.some((f) => f.size > MAX_DOCUMENT_BYTES))
    return {
      ok: false,
      response: refuse(request, 413, 'FILE_TOO_LARGE', undefined, {
        megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024,
      }),
    };
  return { ok: true, fields: parsed.data, files };
}

const keyOf = (fields: SentBooking['fields']) =>
  fixtures.slotKey(
    fields.doctorId,
    fields.appointmentData.date,
    fields.selectedHospital,
    fields.selectedTimeSlot.startTime,
  );

/** Reads the body, then answers the refusal (the body is read so the request completes). */
const refusal = (status: number, code: ErrorCode, values?: Record<string, string | number>) => () =>
  http.post(api(paths.book), async ({ request }) => {
    await readBooking(request);
    return refuse(request, status, code, undefined, values);
  });

/** POST /appointments/enhanced: a verified patient requests one slot. */
export const book = {
  /** Checks the request like the server and answers the new appointment; the slot is taken. */
  success: () =>
    http.post(api(paths.book), async ({ request }) => {
      const read = await readBooking(request);
      if (!read.ok) return read.response;
      const { fields, files } = read;
      const doctor = fixtures.findDoctor(fields.doctorId);
      if (!doctor) return refuse(request, 404, 'DOCTOR_NOT_FOUND');
      const { date } = fields.appointmentData;
      if (fixtures.weekdayOf(date) !== fields.selectedDay)
        return refuse(request, 400, 'DATE_NOT_BOOKABLE', undefined, { days: 60 });
      const slot = fixtures
        .slotsOf(doctor, date, isTaken)
        .find(
          (s) =>
            s.hospital._id === fields.selectedHospital &&
            s.startTime === fields.selectedTimeSlot.startTime &&
            s.endTime === fields.selectedTimeSlot.endTime,
        );
      if (!slot) return refuse(request, 400, 'SLOT_NOT_OFFERED');
      if (!slot.available) return refuse(request, 409, 'SLOT_TAKEN');
      store.taken.add(keyOf(fields));
      store.created += 1;
      const appointment: Appointment = fixtures.requestedAppointment({
        id: `a99${String(store.created).padStart(21, '0')}`,
        doctor,
        date,
        slot,
        patientName: fields.appointmentData.patientName,
        phone: fields.appointmentData.phone,
        reason: fields.appointmentData.reason,
        historyPaper: fields.includeHistoryPaper ? (fields.historyPaperData ?? null) : null,
        documents: files.map((file, i) => {
          const ext = extensionOf(file.name);
          return {
            _id: `d0c${String(i + 1).padStart(21, '0')}`,
            name: file.name,
            type: ext === 'jpeg' ? 'jpg' : (ext as Appointment['documents'][number]['type']),
            size: file.size,
          };
        }),
      });
      return ok({ appointment }, { status: 201 });
    }),
  /** No session: 002 §5 "Please log in to book an appointment". */
  unauthorized: refusal(401, 'LOGIN_TO_BOOK'),
  patientNotVerified: refusal(403, 'PATIENT_NOT_VERIFIED'),
  doctorNotVerified: refusal(403, 'DOCTOR_NOT_VERIFIED'),
  /** Another patient booked the slot a moment earlier: it is taken from now on. */
  slotTaken: () =>
    http.post(api(paths.book), async ({ request }) => {
      const read = await readBooking(request);
      if (read.ok) store.taken.add(keyOf(read.fields));
      return refuse(request, 409, 'SLOT_TAKEN');
    }),
  slotNotOffered: refusal(400, 'SLOT_NOT_OFFERED'),
  dateNotBookable: refusal(400, 'DATE_NOT_BOOKABLE', { days: 60 }),
  fileTypeNotAllowed: refusal(415, 'FILE_TYPE_NOT_ALLOWED'),
  fileTooLarge: refusal(413, 'FILE_TOO_LARGE', { megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 }),
  tooManyFiles: refusal(400, 'TOO_MANY_FILES', { count: MAX_BOOKING_DOCUMENTS }),
  /** The server's own check of the phone number, on its field. */
  validationError: () =>
    http.post(api(paths.book), async ({ request }) => {
      await readBooking(request);
      return refuse(request, 400, 'PHONE_INVALID', 'appointmentData.phone');
    }),
  ...failures('post', paths.book),
};

/** The success scenario of every booking endpoint. */
export const bookingHandlers = () => [doctorSlots.success(), book.success()];

resetBeforeEachStory(() => bookingStore.reset());
