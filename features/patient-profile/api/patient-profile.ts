import { saveBlob } from '@lib/api';
import { useApiClient } from '@lib/session';
import { useApiMutation, useApiQuery } from '@lib/data';

/** The patient's own profile (GET /patient/profile). */
export function usePatientProfile() {
  const { data, error, isLoading, mutate } = useApiQuery('patientProfile', {});
  return { profile: data?.profile, error, isLoading, retry: () => mutate() };
}

/** Saves the profile; the profile is read again. */
export const useSaveProfile = () =>
  useApiMutation('updatePatientProfile', { revalidates: ['patientProfile', 'me'] });

/** Replaces the picture (multipart `profilePicture`); the profile is read again. */
export const useUploadPicture = () =>
  useApiMutation('uploadProfilePicture', { revalidates: ['patientProfile', 'me'] });

/** The patient's documents, newest first. */
export function usePatientDocuments() {
  const { data, error, isLoading, mutate } = useApiQuery('patientDocuments', {});
  return { documents: data?.documents, error, isLoading, retry: () => mutate() };
}

export const useUploadDocument = () =>
  useApiMutation('uploadPatientDocument', { revalidates: ['patientDocuments'] });

export const useDeleteDocument = () =>
  useApiMutation('deletePatientDocument', { revalidates: ['patientDocuments'] });

/** Saves one of the patient's documents to the device through its authorised route. */
export function useSaveDocument() {
  const client = useApiClient();
  return async (doc: { url: string; filename: string }) =>
    saveBlob(await client.download(`${doc.url}?inline=0`), doc.filename);
}
