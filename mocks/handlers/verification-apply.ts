import { http, type RequestHandler } from 'msw';
import { paths } from '@contract/paths';
import {
  doctorApplicationFields,
  patientApplicationFields,
  type MyVerification,
  type VerificationApplication,
} from '@contract/verification';
import * as fixtures from '../fixtures/verification-apply';
import { api, failures, hang, ok, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The applicant's standing: what GET /verification/me answers until they apply ----

let current: MyVerification = fixtures.doctorStates.notApplied;
let base: VerificationApplication = fixtures.doctorApplication;

/**
 * The caller's verification in stories: reset it before each story with the state to
 * start from (`verificationApplyStore.reset(fixtures.doctorStates.rejected)`); applying
 * through the handlers below makes it pending, as the server does.
 */
export const verificationApplyStore = {
  reset(state: MyVerification = fixtures.doctorStates.notApplied, applicant = state.application) {
    current = state;
    base = applicant ?? fixtures.doctorApplication;
  },
  get current(): MyVerification {
    return current;
  },
};

const fileOf = (file: File, i: number, kind: string, number: string | null) => ({
  _id: `b3000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  kind: kind as VerificationApplication['files'][number]['kind'],
  number,
  filename: file.name,
  type: (/\.pdf$/i.test(file.name) ? 'pdf' : /\.png$/i.test(file.name) ? 'png' : 'jpg') as 'pdf',
  size: file.size,
});

const pendingWith = (application: VerificationApplication): MyVerification => ({
  status: 'pending',
  application: {
    ...application,
    status: 'pending',
    verificationStatus: 'pending',
    remarks: null,
    decidedAt: null,
    submittedDate: new Date().toISOString(),
    createdAt: new Date().toISOString(),
  },
  reviewStartedAt: null,
});

/** GET /verification/me. */
export const myVerification = {
  success: () => http.get(api(paths.myVerification), () => ok(current)),
  loading: () => http.get(api(paths.myVerification), hang),
  ...failures('get', paths.myVerification),
};

/** POST /verification/doctor (multipart): the application joins the queue as pending. */
export const applyDoctorVerification = {
  success: () =>
    http.post(api(paths.applyDoctorVerification), async ({ request }) => {
      const form = await request.formData();
      const text = Object.fromEntries(
        [...form.entries()].filter(([, v]) => typeof v === 'string'),
      ) as Record<string, string>;
      const parsed = doctorApplicationFields.safeParse({
        ...text,
        documents: JSON.parse(text.documents ?? '[]') as unknown,
      });
      if (!parsed.success) return refuse(request, 400, 'NMC_NUMBER_INVALID', 'nmcNumber');
      const files = form.getAll('documents').filter((v): v is File => typeof v !== 'string');
      const fields = parsed.data;
      if (!fields.documents.some((d) => d.kind === 'nmcCertificate') && !fields.verificationLink)
        return refuse(request, 400, 'NMC_EVIDENCE_REQUIRED', 'documents');
      const described = files.map((f, i) =>
        fileOf(f, i, fields.documents[i]?.kind ?? 'other', fields.documents[i]?.number ?? null),
      );
      current = pendingWith({
        ...base,
        nmcNumber: fields.nmcNumber,
        fullName: fields.fullName,
        manualVerificationRequested: fields.verificationLink !== '',
        verificationLink: fields.verificationLink || null,
        documents: described.map((d) => d.filename),
        files: described,
      });
      return ok({ application: current.application });
    }),
  loading: () => http.post(api(paths.applyDoctorVerification), hang),
  nmcNumberTaken: () =>
    http.post(api(paths.applyDoctorVerification), ({ request }) =>
      refuse(request, 409, 'NMC_NUMBER_TAKEN', 'nmcNumber'),
    ),
  alreadyVerified: () =>
    http.post(api(paths.applyDoctorVerification), ({ request }) =>
      refuse(request, 409, 'ALREADY_VERIFIED'),
    ),
  documentsRequired: () =>
    http.post(api(paths.applyDoctorVerification), ({ request }) =>
      refuse(request, 400, 'DOCUMENTS_REQUIRED', 'documents'),
    ),
  ...failures('post', paths.applyDoctorVerification),
};

/** POST /verification/patient (multipart): type, number and the image. */
export const applyPatientVerification = {
  success: () =>
    http.post(api(paths.applyPatientVerification), async ({ request }) => {
      const form = await request.formData();
      const parsed = patientApplicationFields.safeParse({
        documentType: form.get('documentType'),
        documentNumber: form.get('documentNumber'),
      });
      const image = form.get('documentImage');
      if (!parsed.success || !(image instanceof File))
        return refuse(request, 400, 'IDENTITY_IMAGE_INVALID', 'documentImage');
      const file = fileOf(image, 0, parsed.data.documentType, parsed.data.documentNumber);
      current = pendingWith({
        ...fixtures.patientApplication,
        documentType: parsed.data.documentType,
        documentNumber: parsed.data.documentNumber,
        documents: [file.filename],
        files: [file],
      });
      return ok({ application: current.application });
    }),
  imageInvalid: () =>
    http.post(api(paths.applyPatientVerification), ({ request }) =>
      refuse(request, 415, 'IDENTITY_IMAGE_INVALID', 'documentImage'),
    ),
  ...failures('post', paths.applyPatientVerification),
};

/** The default world: the store's standing, and applying succeeds. */
export const verificationApplyHandlers = (): RequestHandler[] => [
  myVerification.success(),
  applyDoctorVerification.success(),
  applyPatientVerification.success(),
];

resetBeforeEachStory(() => verificationApplyStore.reset());
