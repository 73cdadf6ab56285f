import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '@lib/api';

/** The calls password recovery makes (the session's client; a story may bring its own). */
export type PasswordResetClient = Pick<
  ApiClient,
  'sendResetCode' | 'verifyResetCode' | 'resendResetCode' | 'resetPassword'
>;

type Calls = PasswordResetClient;
const options = { throwOnError: true } as const;

// Each call of the client in the kit's mutation shape: `trigger` (rejects with the
// ApiError), `isMutating`, `error`. The key names the call; nothing cached is made stale.

/** Sends a code by email or WhatsApp; resolves with the reset token (000 §7). */
export const useSendResetCode = (client: Calls) =>
  useSWRMutation(
    ['mutation', 'sendResetCode'] as const,
    (_key, { arg }: { arg: Parameters<Calls['sendResetCode']>[0] }) => client.sendResetCode(arg),
    options,
  );

/** Checks the code against the reset token. */
export const useVerifyResetCode = (client: Calls) =>
  useSWRMutation(
    ['mutation', 'verifyResetCode'] as const,
    (_key, { arg }: { arg: Parameters<Calls['verifyResetCode']>[0] }) =>
      client.verifyResetCode(arg),
    options,
  );

/** Sends another code; resolves with a new reset token. */
export const useResendResetCode = (client: Calls) =>
  useSWRMutation(
    ['mutation', 'resendResetCode'] as const,
    (_key, { arg }: { arg: Parameters<Calls['resendResetCode']>[0] }) =>
      client.resendResetCode(arg),
    options,
  );

/** Sets the new password with the token and the checked code. */
export const useResetPassword = (client: Calls) =>
  useSWRMutation(
    ['mutation', 'resetPassword'] as const,
    (_key, { arg }: { arg: Parameters<Calls['resetPassword']>[0] }) => client.resetPassword(arg),
    options,
  );
