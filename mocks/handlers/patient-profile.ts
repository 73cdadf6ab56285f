import { http } from 'msw';
import {
  patientProfileRequest,
  type NotificationPreferences,
  type PatientDocument,
  type PatientProfile,
} from '@contract/patient-profile';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/patient-profile';
import { api, failures, hang, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory store: the caller's profile, documents and switches ----

let profile: PatientProfile = fixtures.profile;
let documents: PatientDocument[] = [];
let preferences: NotificationPreferences = fixtures.preferences;
let lastId = 0;

/**
 * What the handlers serve and change. Reset it before each story
 * (the preview does, mocks/stores.ts). The caller is Sita Sharma.
 */
export const patientProfileStore = {
  reset(seed: { profile?: PatientProfile; documents?: readonly PatientDocument[] } = {}) {
    profile = { ...(seed.profile ?? fixtures.profile) };
    documents = (seed.documents ?? fixtures.documents).map((d) => ({ ...d }));
    preferences = structuredClone(fixtures.preferences);
    lastId = 0;
  },
  get profile() {
    return profile;
  },
  get documents(): readonly PatientDocument[] {
    return documents;
  },
};
resetBeforeEachStory(() => patientProfileStore.reset());

/** GET /patient/profile */
export const patientProfile = {
  success: () => http.get(api(paths.patientProfile), () => ok({ profile })),
  loading: () => http.get(api(paths.patientProfile), hang),
  ...failures('get', paths.patientProfile),
};

/** PUT /patient/profile: checked as the server does; a taken email answers 409. */
export const updatePatientProfile = {
  success: () =>
    http.put(api(paths.patientProfile), async ({ request }) => {
      const parsed = patientProfileRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(request, 400, 'PROFILE_REQUIRED_FIELDS', String(issue?.path[0] ?? 'name'));
      }
      profile = { ...profile, ...parsed.data };
      return ok({ profile });
    }),
  emailExists: () =>
    http.put(api(paths.patientProfile), ({ request }) =>
      refuse(request, 409, 'EMAIL_EXISTS', 'email'),
    ),
  ...failures('put', paths.patientProfile),
};

/** POST /patient/profile/picture */
export const uploadProfilePicture = {
  success: () =>
    http.post(api(paths.patientProfilePicture), () => {
      profile = {
        ...profile,
        profilePicture: 'pi-0123456789abcdef0123456789abcdef.png',
        profilePictureUrl:
          "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%2394a3b8'/%3E%3C/svg%3E",
      };
      return ok({ profile });
    }),
  wrongType: () =>
    http.post(api(paths.patientProfilePicture), ({ request }) =>
      refuse(request, 415, 'PROFILE_PICTURE_TYPE', 'profilePicture'),
    ),
  ...failures('post', paths.patientProfilePicture),
};

/** GET /patient/documents */
export const patientDocuments = {
  success: () => http.get(api(paths.patientDocuments), () => ok({ documents })),
  empty: () => http.get(api(paths.patientDocuments), () => ok({ documents: [] })),
  loading: () => http.get(api(paths.patientDocuments), hang),
  ...failures('get', paths.patientDocuments),
};

/** POST /patient/documents (multipart: category, description, file) */
export const uploadPatientDocument = {
  success: () =>
    http.post(api(paths.patientDocuments), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof File)) return refuse(request, 400, 'PATIENT_DOCUMENT_REQUIRED', 'file');
      lastId += 1;
      const id = `9d3e4f50-0000-4000-8000-${String(lastId).padStart(12, '0')}`;
      const document: PatientDocument = {
        _id: id,
        category: form.get('category') as PatientDocument['category'],
        description: String(form.get('description') ?? ''),
        filename: file.name,
        type: file.name.endsWith('.pdf') ? 'pdf' : file.name.endsWith('.png') ? 'png' : 'jpg',
        size: file.size,
        uploadedAt: '2026-11-24T05:30:00.000Z',
        url: `/patient/documents/${id}/file`,
      };
      documents = [document, ...documents];
      return ok({ document });
    }),
  wrongType: () =>
    http.post(api(paths.patientDocuments), ({ request }) =>
      refuse(request, 415, 'PATIENT_DOCUMENT_TYPE', 'file'),
    ),
  tooLarge: () =>
    http.post(api(paths.patientDocuments), ({ request }) =>
      refuse(request, 413, 'PATIENT_DOCUMENT_TOO_LARGE', 'file'),
    ),
  ...failures('post', paths.patientDocuments),
};

/** DELETE /patient/documents/:id */
export const deletePatientDocument = {
  success: () =>
    http.delete(api(paths.patientDocument), ({ request, params }) => {
      const id = idOf(params);
      if (!documents.some((d) => d._id === id))
        return refuse(request, 404, 'PATIENT_DOCUMENT_NOT_FOUND');
      documents = documents.filter((d) => d._id !== id);
      return ok({ deleted: true as const });
    }),
  ...failures('delete', paths.patientDocument),
};

/** GET and PUT /notifications/preferences */
export const notificationPreferences = {
  success: () => http.get(api(paths.notificationPreferences), () => ok({ preferences })),
  ...failures('get', paths.notificationPreferences),
};
export const updateNotificationPreferences = {
  success: () =>
    http.put(api(paths.notificationPreferences), async ({ request }) => {
      const body = (await readJson(request)) as { preferences?: Partial<NotificationPreferences> };
      preferences = { ...preferences, ...body?.preferences };
      return ok({ preferences });
    }),
  ...failures('put', paths.notificationPreferences),
};

/** Every endpoint's `success`, for the default handlers. */
export const patientProfileHandlers = () => [
  patientProfile.success(),
  updatePatientProfile.success(),
  uploadProfilePicture.success(),
  patientDocuments.success(),
  uploadPatientDocument.success(),
  deletePatientDocument.success(),
  notificationPreferences.success(),
  updateNotificationPreferences.success(),
];
