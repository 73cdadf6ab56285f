import { http, HttpResponse } from 'msw';
import {
  type DoctorProfile,
  type ProfileDocument,
  profileDocumentTypes,
  profileSectionBody,
} from '@contract/doctor-profile';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/doctor-profile';
import { api, fail, failures, hang, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

// ---- The in-memory profile, changed by section saves; reset it before each story ----

let stored: DoctorProfile = structuredClone(fixtures.aaratiProfile);

export const doctorProfileStore = {
  reset(seed: DoctorProfile = fixtures.aaratiProfile) {
    stored = structuredClone(seed);
  },
  get profile(): DoctorProfile {
    return stored;
  },
};

export const doctorProfile = {
  success: () => http.get(api(paths.doctorProfile), () => ok(stored)),
  loading: () => http.get(api(paths.doctorProfile), hang),
  notADoctor: () =>
    http.get(api(paths.doctorProfile), ({ request }) => refuse(request, 403, 'NOT_A_DOCTOR')),
  ...failures('get', paths.doctorProfile),
};

/** A section's save as the server does it: the contract's rules, then the store. */
export const updateDoctorProfileSection = {
  success: () =>
    http.put(api(paths.doctorProfileSection), async ({ request, params }) => {
      const parsed = profileSectionBody.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || undefined;
        const code = (
          issue && issue.message in errorCatalogue ? issue.message : 'VALIDATION'
        ) as ErrorCode;
        return refuse(request, 400, code, field);
      }
      if (parsed.data.section !== params.section)
        return refuse(request, 400, 'PROFILE_SECTION_MISMATCH', 'section');
      const { section: _section, ...values } = parsed.data;
      if (
        parsed.data.section === 'nmc' &&
        stored.nmcVerified &&
        parsed.data.nmcNumber !== stored.nmcNumber
      )
        return refuse(request, 409, 'PROFILE_NMC_LOCKED', 'nmcNumber');
      stored = { ...stored, ...values, updatedAt: new Date().toISOString() } as DoctorProfile;
      return ok(stored);
    }),
  ...failures('put', paths.doctorProfileSection),
};

export const updateDoctorProfilePicture = {
  success: () =>
    http.post(api(paths.doctorProfilePicture), () => {
      stored = {
        ...stored,
        profilePhoto: 'pi-00000000000000000000000000000001.png',
        photoUrl: '/api/files/common/profile-images/pi-00000000000000000000000000000001.png',
      };
      return ok(stored);
    }),
  wrongType: () =>
    http.post(api(paths.doctorProfilePicture), ({ request }) =>
      refuse(request, 415, 'PROFILE_PICTURE_TYPE', 'profilePicture'),
    ),
  serverError: () =>
    http.post(api(paths.doctorProfilePicture), () => fail(500, 'Something went wrong', 'INTERNAL')),
};

/** The file an upload answers: its own name, its type by the name's ending, a fresh handle. */
async function uploadedOf(request: Request): Promise<ProfileDocument> {
  const form = await request.formData();
  const file = form.get('file');
  const name = file instanceof File ? file.name : fixtures.profileDocuments.uploaded.name;
  const ending = name.split('.').pop()?.toLowerCase().replace('jpeg', 'jpg') ?? '';
  const type = profileDocumentTypes.find((t) => t === ending) ?? 'pdf';
  const handle = (Date.now().toString(16) + '0'.repeat(32)).slice(0, 32);
  return { file: `${handle}.${type}`, name, type, size: file instanceof File ? file.size : 0 };
}

/** Uploading an entry's file (001 §3, §5, §8 "Document upload failed"). */
export const uploadDoctorProfileDocument = {
  success: () =>
    http.post(api(paths.doctorProfileDocuments), async ({ request }) =>
      ok(await uploadedOf(request)),
    ),
  certificateType: () =>
    http.post(api(paths.doctorProfileDocuments), ({ request }) =>
      refuse(request, 415, 'PROFILE_CERTIFICATE_TYPE', 'file'),
    ),
  tooLarge: () =>
    http.post(api(paths.doctorProfileDocuments), ({ request }) =>
      refuse(request, 413, 'PROFILE_DOCUMENT_TOO_LARGE', 'file', { megabytes: 5 }),
    ),
  ...failures('post', paths.doctorProfileDocuments),
};

/** An entry's file, as the server sends it (a one-line PDF stands for any). */
export const doctorProfileDocument = {
  success: () =>
    http.get(
      api(paths.doctorProfileDocument),
      () =>
        new HttpResponse('%PDF-1.4\n%%EOF\n', {
          headers: { 'content-type': 'application/pdf' },
        }),
    ),
  ...failures('get', paths.doctorProfileDocument),
};

/** The default handlers: the profile, its section saves and the picture, over the store. */
export const doctorProfileHandlers = () => [
  doctorProfile.success(),
  updateDoctorProfileSection.success(),
  updateDoctorProfilePicture.success(),
  uploadDoctorProfileDocument.success(),
  doctorProfileDocument.success(),
];

resetBeforeEachStory(() => doctorProfileStore.reset());
