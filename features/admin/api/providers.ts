import type {
  AdminProviderKind,
  AdminProvidersQuery,
  AmbulancesQuery,
} from '@contract/admin-providers';
import { useApiMutation, useApiQuery } from '@lib/data';

/** The `:kind` segment of the admin's provider paths. */
export const kindSegment = {
  hospital: 'hospitals',
  pharmacy: 'pharmacies',
  lab: 'labs',
} as const satisfies Record<AdminProviderKind, string>;

/** One kind's page as the server searched, filtered, sorted and cut it. */
export function useAdminProviders(kind: AdminProviderKind, query: AdminProvidersQuery) {
  return useApiQuery(
    'adminProviders',
    { params: { kind: kindSegment[kind] }, query },
    { keepPreviousData: true },
  );
}

const providerReads = ['adminProviders'] as const;
export const useCreateProvider = () =>
  useApiMutation('createProvider', { revalidates: providerReads });
export const useUpdateProvider = () =>
  useApiMutation('updateProvider', { revalidates: providerReads });
export const useVerifyProvider = () =>
  useApiMutation('verifyProvider', { revalidates: providerReads });
export const useDeleteProvider = () =>
  useApiMutation('deleteProvider', { revalidates: providerReads });

export function useAdminAmbulances(query: AmbulancesQuery) {
  return useApiQuery('adminAmbulances', { query }, { keepPreviousData: true });
}
const ambulanceReads = ['adminAmbulances'] as const;
export const useCreateAmbulance = () =>
  useApiMutation('createAmbulance', { revalidates: ambulanceReads });
export const useUpdateAmbulance = () =>
  useApiMutation('updateAmbulance', { revalidates: ambulanceReads });
export const useDeleteAmbulance = () =>
  useApiMutation('deleteAmbulance', { revalidates: ambulanceReads });
