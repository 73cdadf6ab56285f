import type { z } from 'zod';
import type {
  doctorApplicationFields,
  doctorDocumentKinds,
  patientApplicationFields,
} from '@contract/verification';
import { useApiMutation, useApiQuery } from '@lib/data';

/** Where the caller's verification stands (pending, in review, verified, rejected). */
export function useMyVerification() {
  const { data, error, isLoading, mutate } = useApiQuery('myVerification', {});
  return { data, error, isLoading, retry: () => mutate() };
}

/** One identity document or the NMC certificate, with the file chosen for it. */
export type DoctorDocument = {
  kind: (typeof doctorDocumentKinds)[number];
  number?: string;
  file: File;
};

/**
 * The doctor applies (001 §4, §7): the fields, and the files in the order `documents`
 * describes them. With a link and no certificate it is a manual request.
 */
export function useApplyDoctor() {
  const apply = useApiMutation('applyDoctorVerification', { revalidates: ['myVerification'] });
  return {
    ...apply,
    trigger: (
      fields: Omit<z.input<typeof doctorApplicationFields>, 'documents'>,
      documents: readonly DoctorDocument[],
    ) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value ?? '');
      body.set(
        'documents',
        JSON.stringify(documents.map(({ kind, number }) => (number ? { kind, number } : { kind }))),
      );
      for (const d of documents) body.append('documents', d.file, d.file.name);
      return apply.trigger({ body });
    },
  };
}

/** The patient's identity verification (002 §3, §5): type, number and one image. */
export function useApplyPatient() {
  const apply = useApiMutation('applyPatientVerification', { revalidates: ['myVerification'] });
  return {
    ...apply,
    trigger: (fields: z.input<typeof patientApplicationFields>, image: File) => {
      const body = new FormData();
      body.set('documentType', fields.documentType);
      body.set('documentNumber', fields.documentNumber);
      body.append('documentImage', image, image.name);
      return apply.trigger({ body });
    },
  };
}
