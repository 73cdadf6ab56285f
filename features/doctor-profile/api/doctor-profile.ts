import { useCallback, useState } from 'react';
import type {
  ProfileDocument,
  ProfileDocumentKind,
  ProfileSection,
  ProfileSectionBody,
} from '@contract/doctor-profile';
import { pathFor } from '@contract/routes';
import { saveBlob } from '@lib/api';
import { useApiMutation, useApiQuery } from '@lib/data';
import { useApiClient } from '@lib/session';

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

/**
 * Uploads one file for a profile entry (001 §3, §5): multipart `kind` and `file`, checked
 * by its bytes on the server; answers the handle the entry then names. Nothing is
 * revalidated: the entry holds it until its section is saved.
 */
export function useUploadDocument() {
  const upload = useApiMutation('uploadDoctorProfileDocument');
  return {
    ...upload,
    trigger: (kind: ProfileDocumentKind, file: File) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file, file.name);
      return upload.trigger({ body });
    },
  };
}

/**
 * Opens an entry's file: fetched with the session through the authorised route (a bare
 * link would carry no token), then handed to the browser under its own name.
 */
export function useOpenDocument() {
  const client = useApiClient();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<unknown>();
  const trigger = useCallback(
    async (doc: ProfileDocument) => {
      setMutating(true);
      setError(undefined);
      try {
        saveBlob(
          await client.download(pathFor('doctorProfileDocument', { file: doc.file })),
          doc.name,
        );
      } catch (failure) {
        setError(failure);
        throw failure;
      } finally {
        setMutating(false);
      }
    },
    [client],
  );
  return { trigger, isMutating, error };
}
