import { isApiError, isConnectionFailure, type ApiClient } from '@lib/api';

/**
 * Startup with a stored token (000 §4): fetch the current user; if the access token
 * has expired, try the refresh cookie once; if the session is gone, clear it. Offline,
 * the stored session is kept, so a poor connection at launch does not sign anyone out.
 */
export async function restoreSession(
  client: Pick<ApiClient, 'getCurrentUser' | 'refreshSession' | 'clearSession'>,
): Promise<void> {
  try {
    await client.getCurrentUser();
    return;
  } catch (error) {
    if (isConnectionFailure(error)) return;
    if (!isApiError(error) || error.status !== 401) {
      client.clearSession();
      return;
    }
  }
  try {
    await client.refreshSession();
  } catch (error) {
    if (!isConnectionFailure(error)) client.clearSession();
  }
}
