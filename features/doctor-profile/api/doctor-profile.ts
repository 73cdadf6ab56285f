import type { ProfileSection, ProfileSectionBody } from '@contract/doctor-profile';
import { useApiMutation, useApiQuery } from '@lib/data';

/** The signed-in doctor's whole profile (001 §3). */
export function useDoctorProfile() {
  const { data, error, isLoading, mutate } = useApiQuery('doctorProfile', {});
  return { profile: data, error, isLoading, retry: () => mutate() };
}

/** Saves one section (001 §7); the answer is the whole profile, which replaces the cached one. */
export function useSaveSection() {
  const save = useApiMutation('updateDoctorProfileSection', { revalidates: ['doctorProfile'] });
  return {
    ...save,
    trigger: (section: ProfileSection, values: object) =>
      save.trigger({
        params: { section },
        body: { ...values, section } as ProfileSectionBody,
      }),
  };
}

/** Replaces the profile picture: multipart `profilePicture` (checked by its bytes on the server). */
export function useUploadPicture() {
  const upload = useApiMutation('updateDoctorProfilePicture', { revalidates: ['doctorProfile'] });
  return {
    ...upload,
    trigger: (file: File) => {
      const body = new FormData();
      body.append('profilePicture', file, file.name);
      return upload.trigger({ body });
    },
  };
}
