import useSWRMutation from 'swr/mutation';
import type { LoginInput } from '@lib/api';
import { useAuthActions } from '@lib/session';

export type SignInArgs = { credentials: LoginInput; redirect?: string | null };

/**
 * Sign-in in the kit's mutation shape (`trigger`, `isMutating`, `error`): the session's
 * own action (health check, login, current user), which also starts the session, so it
 * cannot be a plain `useApiMutation('login')`. `trigger` resolves with the user and
 * where to go next, and rejects with the `ApiError`.
 */
export function useSignIn() {
  const { signIn } = useAuthActions();
  return useSWRMutation(
    ['mutation', 'signIn'] as const,
    (_key, { arg }: { arg: SignInArgs }) => signIn(arg.credentials, { redirect: arg.redirect }),
    { throwOnError: true },
  );
}
