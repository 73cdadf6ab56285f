import { HttpResponse, http } from 'msw';
import { paths } from '@contract/paths';
import {
  accessHistoryQuery,
  createRecordRequest,
  recordListQuery,
  type MedicalRecord,
} from '@contract/records';
import * as fixtures from '../fixtures/records';
import { api, failures, hang, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the patient's records and uploads not yet in a record ----

let stored: MedicalRecord[] = [];
let pending = new Map<
  string,
  { name: string; type: 'pdf' | 'png' | 'jpg' | 'webp'; size: number }
>();
let lastId = 0;

/**
 * The records the handlers serve and change (upload, create, delete). Reset it before each
 * story (the preview does, mocks/stores.ts), so no story sees another's uploads.
 * The caller is the demo patient, Sita Sharma; the mocks do not read tokens.
 */
export const recordsStore = {
  reset(seed: readonly MedicalRecord[] = fixtures.records) {
    stored = seed.map((r) => ({ ...r, tags: [...r.tags], files: r.files.map((f) => ({ ...f })) }));
    pending = new Map();
    lastId = 0;
  },
  get records(): readonly MedicalRecord[] {
    return stored;
  },
};
resetBeforeEachStory(() => recordsStore.reset());

const nextId = () => {
  lastId += 1;
  return `0b8e1f7c-3a52-4f0e-8d61-${String(lastId).padStart(12, '0')}`;
};

/**
 * GET /records as the server answers it: by type and search, newest first, paged (also the
 * doctor's view of a patient's records, mocks/handlers/patients.ts).
 */
export function recordListOf(request: Request, all: readonly MedicalRecord[]) {
  const parsed = recordListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return refuse(request, 400, 'VALIDATION');
  const { type, search, page, limit } = parsed.data;
  const needle = search.toLocaleLowerCase();
  const matching = all
    .filter((r) => type === 'all' || r.type === type)
    .filter(
      (r) =>
        !needle ||
        [r.title, r.description, ...r.tags].some((t) => t.toLocaleLowerCase().includes(needle)),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
  return { ...fixtures.page(matching, page, limit) };
}

/** POST /files/upload */
export const uploadRecordFile = {
  /** Answers a handle for the form's file, judged by its name (the server reads its bytes). */
  success: () =>
    http.post(api(paths.fileUpload), async ({ request }) => {
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (!(file instanceof File)) return refuse(request, 400, 'RECORD_FIELDS_REQUIRED', 'file');
      const name = file.name.toLowerCase();
      const type = name.endsWith('.pdf')
        ? 'pdf'
        : name.endsWith('.png')
          ? 'png'
          : /\.jpe?g$/.test(name)
            ? 'jpg'
            : name.endsWith('.webp')
              ? 'webp'
              : null;
      if (!type) return refuse(request, 415, 'RECORD_FILE_TYPE', 'file');
      const _id = nextId();
      pending.set(_id, { name: file.name, type, size: file.size });
      return ok({ file: { _id, name: file.name, type, size: file.size } });
    }),
  fileType: () =>
    http.post(api(paths.fileUpload), ({ request }) =>
      refuse(request, 415, 'RECORD_FILE_TYPE', 'file'),
    ),
  tooLarge: () =>
    http.post(api(paths.fileUpload), ({ request }) =>
      refuse(request, 413, 'FILE_TOO_LARGE', 'file', { megabytes: 10 }),
    ),
  forbidden: () =>
    http.post(api(paths.fileUpload), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  loading: () => http.post(api(paths.fileUpload), hang),
  ...failures('post', paths.fileUpload),
};

/** GET /records */
export const listRecords = {
  success: () =>
    http.get(api(paths.records), ({ request }) => {
      const data = recordListOf(request, stored);
      return data instanceof Response ? data : ok(data);
    }),
  empty: () => http.get(api(paths.records), () => ok(fixtures.emptyRecords)),
  loading: () => http.get(api(paths.records), hang),
  forbidden: () => http.get(api(paths.records), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.records),
};

/** POST /records */
export const createRecord = {
  /** Checks the body as the server does; the handles must be this session's uploads. */
  success: () =>
    http.post(api(paths.records), async ({ request }) => {
      const body = createRecordRequest.safeParse(await readJson(request));
      if (!body.success) {
        const issue = body.error.issues[0];
        const code = issue?.message === 'TOO_LONG' ? 'TOO_LONG' : 'RECORD_FIELDS_REQUIRED';
        return refuse(request, 400, code, String(issue?.path[0] ?? 'type'));
      }
      const files = body.data.files.map((id) => ({ id, file: pending.get(id) }));
      if (files.some((f) => !f.file)) return refuse(request, 400, 'RECORD_FILE_EXPIRED', 'files');
      const now = new Date().toISOString();
      const date = body.data.date ?? now.slice(0, 10);
      const listed = files.map(({ id, file }) => {
        const fileName = `${id.replace(/-/g, '')}.${file!.type}`;
        return {
          _id: id,
          name: file!.name,
          type: file!.type,
          mime:
            file!.type === 'pdf'
              ? 'application/pdf'
              : `image/${file!.type === 'jpg' ? 'jpeg' : file!.type}`,
          size: file!.size,
          fileName,
          url: `/files/serve-user/${fixtures.SITA_ID}/medical-records/${fileName}`,
        };
      });
      for (const { id } of files) pending.delete(id);
      const record: MedicalRecord = {
        _id: nextId(),
        userId: fixtures.SITA_ID,
        patientName: 'Sita Sharma',
        type: body.data.type,
        title: body.data.title,
        description: body.data.description,
        tags: body.data.tags,
        date,
        signature: body.data.signature,
        files: listed,
        fileUrl: listed[0]?.url ?? null,
        fileType: listed[0]?.type ?? null,
        source: 'upload',
        appointment: null,
        historyPaper: null,
        uploadedBy: { _id: fixtures.SITA_ID, name: 'Sita Sharma', role: 'patient' },
        createdAt: now,
        updatedAt: now,
      };
      stored = [record, ...stored];
      return ok({ record });
    }),
  /** The form's one message, on the signature. */
  validation: () =>
    http.post(api(paths.records), ({ request }) =>
      refuse(request, 400, 'RECORD_FIELDS_REQUIRED', 'signature'),
    ),
  expired: () =>
    http.post(api(paths.records), ({ request }) =>
      refuse(request, 400, 'RECORD_FILE_EXPIRED', 'files'),
    ),
  loading: () => http.post(api(paths.records), hang),
  ...failures('post', paths.records),
};

/** GET /records/access-history */
export const recordAccessHistory = {
  success: () =>
    http.get(api(paths.recordAccessHistory), ({ request }) => {
      const q = accessHistoryQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!q.success) return refuse(request, 400, 'VALIDATION');
      const { page, limit } = q.data;
      const items = fixtures.accessEntries.slice((page - 1) * limit, page * limit);
      return ok({ items, total: fixtures.accessEntries.length, page, limit });
    }),
  empty: () => http.get(api(paths.recordAccessHistory), () => ok(fixtures.emptyAccessHistory)),
  loading: () => http.get(api(paths.recordAccessHistory), hang),
  ...failures('get', paths.recordAccessHistory),
};

/** GET /records/:id */
export const getRecord = {
  success: () =>
    http.get(api(paths.record), ({ request, params }) => {
      const record = stored.find((r) => r._id === idOf(params));
      return record ? ok({ record }) : refuse(request, 404, 'RECORD_NOT_FOUND');
    }),
  notFound: () =>
    http.get(api(paths.record), ({ request }) => refuse(request, 404, 'RECORD_NOT_FOUND')),
  forbidden: () =>
    http.get(api(paths.record), ({ request }) => refuse(request, 403, 'RECORDS_NOT_ACCESSIBLE')),
  loading: () => http.get(api(paths.record), hang),
  ...failures('get', paths.record),
};

/** DELETE /records/:id */
export const deleteRecord = {
  success: () =>
    http.delete(api(paths.record), ({ request, params }) => {
      const record = stored.find((r) => r._id === idOf(params));
      if (!record) return refuse(request, 404, 'RECORD_NOT_FOUND');
      if (record.source === 'booking') return refuse(request, 409, 'BOOKING_RECORD_READ_ONLY');
      stored = stored.filter((r) => r !== record);
      return ok({ deleted: true as const });
    }),
  notFound: () =>
    http.delete(api(paths.record), ({ request }) => refuse(request, 404, 'RECORD_NOT_FOUND')),
  readOnly: () =>
    http.delete(api(paths.record), ({ request }) =>
      refuse(request, 409, 'BOOKING_RECORD_READ_ONLY'),
    ),
  loading: () => http.delete(api(paths.record), hang),
  ...failures('delete', paths.record),
};

/** GET /patients/:patientId/records (the doctor's view) */
export const patientRecords = {
  /** Sita's records (the store's), searched and paged; another patient has none yet. */
  success: () =>
    http.get(api(paths.patientRecords), ({ request, params }) => {
      const patientId = String(params.patientId ?? '');
      const all = patientId === fixtures.BIKASH_ID ? [] : stored;
      const data = recordListOf(request, all);
      if (data instanceof Response) return data;
      const patient =
        patientId === fixtures.BIKASH_ID
          ? fixtures.emptyForDoctor.patient
          : { _id: patientId, name: 'Sita Sharma' };
      return ok({ patient, ...data });
    }),
  empty: () => http.get(api(paths.patientRecords), () => ok(fixtures.emptyForDoctor)),
  loading: () => http.get(api(paths.patientRecords), hang),
  /** 001 §2.3: "Medical records are not accessible until patient acceptance." */
  forbidden: () =>
    http.get(api(paths.patientRecords), ({ request }) =>
      refuse(request, 403, 'RECORDS_NOT_ACCESSIBLE'),
    ),
  notFound: () =>
    http.get(api(paths.patientRecords), ({ request }) => refuse(request, 404, 'NOT_FOUND')),
  ...failures('get', paths.patientRecords),
};

// ---- Files: a tiny real PNG and PDF, by the stored name's extension ----

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n% Ujyalo demo record\n%%EOF\n');

const serve = (path: string) =>
  http.get(api(path), ({ params }) => {
    const pdf = String(params.file ?? '').endsWith('.pdf');
    return new HttpResponse(pdf ? PDF : PNG, {
      headers: { 'content-type': pdf ? 'application/pdf' : 'image/png' },
    });
  });

const fileScenarios = (path: string) => ({
  success: () => serve(path),
  /** Not this caller's to read, or gone: the server never says which. */
  notFound: () =>
    http.get(api(path), ({ request }) => refuse(request, 404, 'RECORD_FILE_NOT_FOUND')),
  loading: () => http.get(api(path), hang),
  ...failures('get', path),
});

/** GET /files/serve-user/:userId/medical-records/:file */
export const recordFile = fileScenarios(paths.recordFile);
/** GET /files/serve/medical-records/:file */
export const recordFileShort = fileScenarios(paths.recordFileShort);

/** Every records endpoint's success scenario (the access history before /records/:id). */
export const recordsHandlers = () => [
  uploadRecordFile.success(),
  recordAccessHistory.success(),
  listRecords.success(),
  createRecord.success(),
  getRecord.success(),
  deleteRecord.success(),
  patientRecords.success(),
  recordFile.success(),
  recordFileShort.success(),
];
