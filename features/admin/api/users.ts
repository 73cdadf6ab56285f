import type { AdminUsersQuery } from '@contract/admin-users';
import { keyOf, useApiMutation, useApiQuery } from '@lib/data';

/** Admin reads change under other admins' hands: fetch on focus, no retry storms. */
const swrOptions = { shouldRetryOnError: false, keepPreviousData: true } as const;

/** One page of the users table (002 §2 User management), as the server sorted and cut it. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useApiQuery('adminUsers', { query }, swrOptions);
}

/** Every page of the users table in the cache, whatever its query. */
const isUsersKey = keyOf('adminUsers');

/** Saves an edit of name, email, role and status; the table is fetched again. */
export const useUpdateUser = () => useApiMutation('updateAdminUser', { revalidates: isUsersKey });

/** Activates, deactivates or suspends an account; the table is fetched again. */
export const useSetUserStatus = () => useApiMutation('setUserStatus', { revalidates: isUsersKey });
