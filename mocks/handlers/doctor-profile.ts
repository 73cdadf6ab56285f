import { delay, http } from 'msw';
import { type DoctorProfile, profileSectionBody } from '@contract/doctor-profile';
import { errorCatalogue, type ErrorCode } from '@contract/errors';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/doctor-profile';
import { api, failures, fail, ok, readJson, refuse } from '../respond';

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
  loading: () =>
    http.get(api(paths.doctorProfile), async () => {
      await delay('infinite');
      return ok(stored);
    }),
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

/** The default handlers: the profile, its section saves and the picture, over the store. */
export const doctorProfileHandlers = () => [
  doctorProfile.success(),
  updateDoctorProfileSection.success(),
  updateDoctorProfilePicture.success(),
];
