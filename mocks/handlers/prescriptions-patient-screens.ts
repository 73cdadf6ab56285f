import { HttpResponse, http } from 'msw';
import { paths } from '@contract/paths';
import {
  MAX_PRESCRIPTION_UPLOAD_BYTES,
  patientPrescriptionsQuery,
  prescriptionUploadFields,
  type PrescriptionDetail,
  type UploadedPrescription,
} from '@contract/prescriptions';
import type { ErrorCode } from '@contract/errors';
import * as fixtures from '../fixtures/prescriptions-patient-screens';
import { api, failures, idOf, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * The patient's Prescriptions tab against a small in-memory store (reset before each
 * story): the list filtered and searched as the server does, the figures counted over all
 * of it, and uploads added to the patient's own list.
 */
const store = {
  items: [] as PrescriptionDetail[],
  uploads: [] as UploadedPrescription[],
  /** The multipart body of the last upload, for stories that check what was sent. */
  lastUpload: undefined as FormData | undefined,
};

export function resetPatientPrescriptionsStore({
  items = fixtures.patientPrescriptions,
  uploads = fixtures.uploadedPrescriptions,
}: { items?: PrescriptionDetail[]; uploads?: UploadedPrescription[] } = {}) {
  store.items = items.map((p) => structuredClone(p));
  store.uploads = uploads.map((u) => structuredClone(u));
  store.lastUpload = undefined;
}
resetBeforeEachStory(resetPatientPrescriptionsStore);
export const patientPrescriptionsStore = store;

const matches = (p: PrescriptionDetail, search: string, status: string) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [
    p.doctor.fullName,
    p.hospital.name,
    p.diagnosis,
    ...p.medications.map((m) => m.name),
  ]
    .join(' ')
    .toLowerCase();
  return (status === 'all' || p.status === status) && words.every((w) => text.includes(w));
};

/** GET /patient/prescriptions */
export const patientPrescriptions = {
  success: () =>
    http.get(api(paths.patientPrescriptions), ({ request }) => {
      const parsed = patientPrescriptionsQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return refuse(request, 400, 'VALIDATION');
      const { search, status } = parsed.data;
      return ok({
        items: store.items.filter((p) => matches(p, search, status)),
        stats: fixtures.statsOf(store.items, store.uploads),
      });
    }),
  empty: () =>
    http.get(api(paths.patientPrescriptions), () =>
      ok({ items: [], stats: fixtures.statsOf([], []) }),
    ),
  forbidden: () =>
    http.get(api(paths.patientPrescriptions), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.patientPrescriptions),
};

/** GET /patient/prescriptions/uploads */
export const uploadedPrescriptions = {
  success: () => http.get(api(paths.uploadedPrescriptions), () => ok({ uploads: store.uploads })),
  empty: () => http.get(api(paths.uploadedPrescriptions), () => ok({ uploads: [] })),
  forbidden: () =>
    http.get(api(paths.uploadedPrescriptions), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.uploadedPrescriptions),
};

/** A small picture of a handwritten prescription (three lines of ink on paper). */
const samplePng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAQElEQVR42mP49f39oEIMow4addCog0YdBELS8tb0QaNRNuqgUQeNOmi0HBpNQ6MOGnXQaDk0GmWjDhp10Ih3EABz0kMO1c4tnAAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** GET /prescriptions/uploads/{id}/file: the patient's own file; anyone else's is 404. */
export const uploadedPrescriptionFile = {
  success: () =>
    http.get(api(paths.uploadedPrescriptionFile), ({ request, params }) =>
      store.uploads.some((u) => u._id === idOf(params))
        ? new HttpResponse(samplePng, {
            headers: { 'content-type': 'image/png', 'x-content-type-options': 'nosniff' },
          })
        : refuse(request, 404, 'PRESCRIPTION_NOT_FOUND'),
    ),
  notFound: () =>
    http.get(api(paths.uploadedPrescriptionFile), ({ request }) =>
      refuse(request, 404, 'PRESCRIPTION_NOT_FOUND'),
    ),
  ...failures('get', paths.uploadedPrescriptionFile),
};

const typeOf = (file: File): UploadedPrescription['file']['type'] | undefined => {
  if (file.type === 'application/pdf') return 'pdf';
  if (file.type === 'image/jpeg') return 'jpg';
  if (file.type === 'image/png') return 'png';
  if (file.type === 'image/webp') return 'webp';
  return undefined;
};

/** A refusal of the upload with a catalogue code, on `field` when given. */
const refusal =
  (status: number, code: ErrorCode, field?: string, values?: Record<string, number>) => () =>
    http.post(api(paths.uploadPrescription), ({ request }) =>
      refuse(request, status, code, field, values),
    );

/** POST /prescriptions/upload (multipart) */
export const uploadPrescription = {
  /** Checks the fields and the file as the server does, then adds the upload to the list. */
  success: () =>
    http.post(api(paths.uploadPrescription), async ({ request }) => {
      const body = await request.formData();
      store.lastUpload = body;
      const file = body.get('prescriptionFile');
      if (!(file instanceof File))
        return refuse(request, 400, 'PRESCRIPTION_FILE_REQUIRED', 'prescriptionFile');
      const type = typeOf(file);
      if (!type) return refuse(request, 415, 'PRESCRIPTION_FILE_TYPE', 'prescriptionFile');
      if (file.size > MAX_PRESCRIPTION_UPLOAD_BYTES)
        return refuse(request, 413, 'FILE_TOO_LARGE', 'prescriptionFile', { megabytes: 10 });
      const parsed = prescriptionUploadFields.safeParse(
        Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
      );
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return refuse(request, 400, issue.message as ErrorCode, String(issue.path[0]));
      }
      const id = crypto.randomUUID();
      const upload: UploadedPrescription = {
        _id: id,
        source: 'uploaded',
        ...parsed.data,
        file: {
          url: `/api/prescriptions/uploads/${id}/file`,
          name: file.name,
          type,
          size: file.size,
        },
        signatureUrl: `/api/prescriptions/uploads/${id}/signature`,
        createdAt: new Date().toISOString(),
      };
      store.uploads = [upload, ...store.uploads];
      return ok({ upload }, { status: 201 });
    }),
  /** The file's bytes are not an image or a PDF, whatever its name says. */
  fileType: refusal(415, 'PRESCRIPTION_FILE_TYPE', 'prescriptionFile'),
  fileTooLarge: refusal(413, 'FILE_TOO_LARGE', 'prescriptionFile', { megabytes: 10 }),
  fileRequired: refusal(400, 'PRESCRIPTION_FILE_REQUIRED', 'prescriptionFile'),
  doctorNameRequired: refusal(400, 'UPLOAD_DOCTOR_NAME_REQUIRED', 'doctorName'),
  hospitalRequired: refusal(400, 'UPLOAD_HOSPITAL_REQUIRED', 'hospitalName'),
  signatureRequired: refusal(400, 'SIGNATURE_REQUIRED', 'signature'),
  signatureInvalid: refusal(400, 'SIGNATURE_INVALID', 'signature'),
  signatureTooLarge: refusal(413, 'SIGNATURE_TOO_LARGE', 'signature'),
  ...failures('post', paths.uploadPrescription),
};

export const patientPrescriptionsHandlers = () => [
  patientPrescriptions.success(),
  uploadedPrescriptions.success(),
  uploadedPrescriptionFile.success(),
  uploadPrescription.success(),
];
