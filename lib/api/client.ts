import type { RegisterRequest, User } from '@contract/auth';
import type { PublicSettings } from '@contract/system';
import type {
  ApiClientOptions,
  AuthSession,
  CheckDuplicateInput,
  LoginInput,
  RequestOptions,
  ResendCodeInput,
  ResetPasswordInput,
  SendCodeInput,
  VerifyCodeInput,
} from './types';
import { identifierKind } from '@contract/identifier';
import { sessionPaths as paths } from '@contract/session-paths';
import { isPublicSettings, readJson, unwrap, type EnvelopeSchema } from './answer';
import { ApiError, isApiError, isConnectionFailure } from './api-error';
import { createCall } from './call';
import { createExchange } from './exchange';
import { clientMessages } from './messages';
import { createSessionState } from './session-state';
import { defaultStorage, safeStorage } from './storage';

export { isPublicSettings } from './answer';
export type { AuthSnapshot } from './session-state';
export type * from './types';

const responses = () => import('./responses');
const lazy =
  <K extends keyof Awaited<ReturnType<typeof responses>>>(name: K) =>
  async () =>
    (await responses())[name];

export function createApiClient(options: ApiClientOptions = {}) {
  const {
    baseUrl = '/api',
    timeoutMs = 30_000,
    healthTimeoutMs = 5_000,
    currentUserTtlMs = 30_000,
    now = Date.now,
  } = options;
  const store = safeStorage(options.storage === undefined ? defaultStorage() : options.storage);
  const expiredListeners = new Set<() => void>();
  if (options.onSessionExpired) expiredListeners.add(options.onSessionExpired);

  const { getAuthSnapshot, update, subscribe } = createSessionState(store);

  /** Holds a new session; the cached current user belonged to the old one. */
  function setSession(token: string, user: User) {
    invalidateCurrentUser();
    update({ token, user });
  }

  function clearSession() {
    invalidateCurrentUser();
    if (getAuthSnapshot().token !== null || getAuthSnapshot().user !== null)
      update({ token: null, user: null });
  }

  const getToken = () => getAuthSnapshot().token;

  function onSessionExpired(listener: () => void) {
    expiredListeners.add(listener);
    return () => void expiredListeners.delete(listener);
  }

  const exchange = createExchange({ baseUrl, timeoutMs, store, fetch: options.fetch });

  // ---- Refresh (000 §4, with the refresh cookie standing in for the older re-fetch) ----

  let refreshing: Promise<AuthSession> | null = null;

  /** POST /auth/refresh with the httpOnly cookie; concurrent callers share one request. */
  function refreshSession(): Promise<AuthSession> {
    refreshing ??= (async () => {
      try {
        const session = await request(paths.refresh, {
          method: 'POST',
          schema: lazy('refreshResponse'),
          auth: false,
          refreshOn401: false,
        });
        update({ token: session.token, user: session.user });
        return session;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  function sessionExpiredError(cause?: unknown) {
    return new ApiError({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: clientMessages.SESSION_EXPIRED,
      cause,
    });
  }

  /** Ends the session once, however many calls notice it at the same time. */
  function expire() {
    if (getToken() === null) return;
    clearSession();
    for (const listener of expiredListeners) listener();
  }

  /** A token to repeat a request with, after it was refused with `sentWith`. */
  async function renewAfter401(sentWith: string): Promise<string> {
    const current = getToken();
    // Another call already ended the session, or refreshed it, while this one was under way.
    if (current === null) throw sessionExpiredError();
    if (current !== sentWith) return current;
    try {
      return (await refreshSession()).token;
    } catch (error) {
      // Offline is not a verdict on the session: keep it, report the connection.
      if (isConnectionFailure(error)) throw error;
      expire();
      throw sessionExpiredError(error);
    }
  }

  const neverRefreshed = new Set<string>([paths.me, paths.login, paths.refresh, paths.logout]);

  async function send<T, R>(
    path: string,
    opts: RequestOptions<T>,
    read: (response: Response) => Promise<R>,
  ) {
    const token = opts.auth === false ? null : getToken();
    const first = await exchange(path, opts, token, read);
    const mayRefresh = opts.refreshOn401 !== false && !neverRefreshed.has(path);
    if (first.response.status !== 401 || token === null || !mayRefresh) return first;

    const renewed = await renewAfter401(token);
    const second = await exchange(path, opts, renewed, read);
    if (second.response.status === 401) {
      expire();
      throw sessionExpiredError();
    }
    return second;
  }

  /** Any call: the answer's `data`, parsed with `schema` when given. */
  async function request<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const { response, result } = await send(path, opts, readJson);
    const schema =
      typeof opts.schema === 'function' && !('safeParse' in opts.schema)
        ? await opts.schema()
        : (opts.schema as EnvelopeSchema<T> | undefined);
    return unwrap(response, result, schema);
  }

  type Verb<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
  const get = <T = unknown>(path: string, opts?: Verb<T>) =>
    request<T>(path, { ...opts, method: 'GET' });
  const post = <T = unknown>(path: string, body?: unknown, opts?: Verb<T>) =>
    request<T>(path, { ...opts, method: 'POST', body });
  const put = <T = unknown>(path: string, body?: unknown, opts?: Verb<T>) =>
    request<T>(path, { ...opts, method: 'PUT', body });
  const patch = <T = unknown>(path: string, body?: unknown, opts?: Verb<T>) =>
    request<T>(path, { ...opts, method: 'PATCH', body });
  const del = <T = unknown>(path: string, opts?: Verb<T>) =>
    request<T>(path, { ...opts, method: 'DELETE' });

  /** A bearer GET answered with a file (000 §7). */
  async function download(
    path: string,
    opts?: Omit<RequestOptions, 'method' | 'body' | 'schema'>,
  ): Promise<Blob> {
    const { response, result } = await send(path, { ...opts, method: 'GET' }, async (res) =>
      res.ok ? res.blob() : readJson(res),
    );
    if (response.ok && result instanceof Blob) return result;
    return unwrap(response, result);
  }

  /** GET /health with its short time-out; any failure is "Server connection error". */
  async function healthCheck() {
    try {
      return await request(paths.health, {
        schema: lazy('healthResponse'),
        timeoutMs: healthTimeoutMs,
        auth: false,
      });
    } catch (error) {
      throw new ApiError({
        status: isApiError(error) ? error.status : 0,
        code: 'SERVER_CONNECTION',
        message: clientMessages.SERVER_CONNECTION,
        cause: error,
      });
    }
  }

  /**
   * GET /settings/public: maintenance mode and the donation QR (000 §7). Every page asks
   * for it at start, so its two fields are checked by hand rather than by loading zod.
   */
  async function getPublicSettings(): Promise<PublicSettings> {
    const data = await get<unknown>(paths.publicSettings, { auth: false });
    if (!isPublicSettings(data))
      throw new ApiError({
        status: 200,
        code: 'INVALID_RESPONSE',
        message: clientMessages.INVALID_RESPONSE,
      });
    return data;
  }

  // ---- Current user: cached 30 s, concurrent calls share one request ----

  let currentUser: { user: User; at: number } | null = null;
  let currentUserRequest: Promise<User> | null = null;
  let generation = 0;

  function invalidateCurrentUser() {
    generation += 1;
    currentUser = null;
    currentUserRequest = null;
  }

  /** GET /auth/me. Its 401 is never retried (000 §4): it is how a dead session shows. */
  function getCurrentUser({ force = false }: { force?: boolean } = {}): Promise<User> {
    if (!force && currentUser && now() - currentUser.at < currentUserTtlMs)
      return Promise.resolve(currentUser.user);
    if (currentUserRequest) return currentUserRequest;
    const asked = generation;
    const pending = request(paths.me, { schema: lazy('meResponse') }).then(({ user }) => {
      // A login or logout since the question makes the answer someone else's.
      if (asked === generation) {
        currentUser = { user, at: now() };
        const { token } = getAuthSnapshot();
        if (token !== null) update({ token, user });
      }
      return user;
    });
    currentUserRequest = pending;
    const settle = () => {
      if (currentUserRequest === pending) currentUserRequest = null;
    };
    pending.then(settle, settle);
    return pending;
  }

  // ---- Auth calls (000 §7) ----

  async function login({ identifier, ...rest }: LoginInput): Promise<AuthSession> {
    const id = identifier.trim();
    const session = await request(paths.login, {
      method: 'POST',
      body: { [identifierKind(id)]: id, identifier: id, ...rest },
      schema: lazy('loginResponse'),
    });
    setSession(session.token, session.user);
    return session;
  }

  /** GET /auth/logout; the local session ends whatever the server says. */
  async function logout(): Promise<void> {
    try {
      await request(paths.logout);
    } catch {
      // Offline or already signed out on the server: nothing the user can act on.
    } finally {
      clearSession();
    }
  }

  const call = createCall(request);
  const register = (body: RegisterRequest) => call('register', { body });
  const checkDuplicate = (body: CheckDuplicateInput) => call('checkDuplicate', { body });
  const sendResetCode = (body: SendCodeInput) => call('sendCode', { body });
  const verifyResetCode = (body: VerifyCodeInput) => call('verifyCode', { body });
  const resendResetCode = (body: ResendCodeInput) => call('resendCode', { body });
  const resetPassword = (body: ResetPasswordInput) => call('resetPassword', { body });

  return {
    call,
    request,
    get,
    post,
    put,
    patch,
    delete: del,
    download,
    healthCheck,
    getPublicSettings,
    getToken,
    getAuthSnapshot,
    subscribe,
    onSessionExpired,
    setSession,
    clearSession,
    refreshSession,
    getCurrentUser,
    invalidateCurrentUser,
    login,
    logout,
    register,
    checkDuplicate,
    sendResetCode,
    verifyResetCode,
    resendResetCode,
    resetPassword,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: `/api` on the page's origin, localStorage, 30 s time-out. */
export const apiClient: ApiClient = createApiClient();
