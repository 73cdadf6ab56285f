import type { z } from 'zod';
import type {
  LoginRequest,
  RegisterRequest,
  User,
  checkDuplicateRequest,
  loginResponse,
  resendCodeRequest,
  resetPasswordRequest,
  sendCodeRequest,
  sendCodeResponse,
  verifyCodeRequest,
} from '@contract/auth';
import type { Failure } from '@contract/envelope';
import type { PublicSettings } from '@contract/system';
import { identifierKind } from '@contract/identifier';
import { paths } from '@contract/paths';
import { ApiError, isApiError, isConnectionFailure } from './api-error';
import { createCall } from './call';
import { clientMessages, httpErrorMessage } from './messages';
import { defaultStorage, safeStorage, storageKeys, type KeyValueStorage } from './storage';

export type ApiClientOptions = {
  /** Where the API lives; relative to the page's origin (default `/api`). */
  baseUrl?: string;
  /** Every request aborts after this long (000 §9: 30000 ms). */
  timeoutMs?: number;
  /** The health check's own time-out (000 §9: 5000 ms). */
  healthTimeoutMs?: number;
  /** How long the current-user answer is reused (000 §9: 30 s). */
  currentUserTtlMs?: number;
  /** Token, user and language storage; defaults to localStorage when there is one. */
  storage?: KeyValueStorage | null;
  /** Called once when a session ends because its refresh failed; the app goes to login. */
  onSessionExpired?: () => void;
  /** Clock for the current-user cache. */
  now?: () => number;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | null | undefined>;
/** A contract response schema: `successEnvelope(data)`. */
type EnvelopeSchema<T> = z.ZodType<{ success: true; data: T }>;
/**
 * A schema, or a loader of one: the client's own calls load theirs with zod on first
 * use, so the first page load carries no validation code (ARCHITECTURE.md, Performance).
 */
type SchemaRef<T> = EnvelopeSchema<T> | (() => Promise<EnvelopeSchema<T>>);
const responses = () => import('./responses');
const lazy =
  <K extends keyof Awaited<ReturnType<typeof responses>>>(name: K) =>
  async () =>
    (await responses())[name];

export type RequestOptions<T = unknown> = {
  method?: Method;
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Query;
  /** Parses the whole answer; the call returns its `data`. */
  schema?: SchemaRef<T>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /**
   * On a 401 while a token is held, refresh the session once and repeat (default true).
   * Off for calls whose 401 means something else, like bad credentials.
   */
  refreshOn401?: boolean;
};

/** What the client knows about the session; a new object on every change. */
export type AuthSnapshot = { readonly token: string | null; readonly user: User | null };

export type LoginInput = Omit<LoginRequest, 'email' | 'phone' | 'identifier'> & {
  /** An email or a phone number (000 §5). */
  identifier: string;
};
/** The answer of login and refresh: a short-lived access token and its user. */
export type AuthSession = z.infer<typeof loginResponse>['data'];
export type CheckDuplicateInput = z.input<typeof checkDuplicateRequest>;
export type SendCodeInput = z.input<typeof sendCodeRequest>;
export type SendCodeResult = z.infer<typeof sendCodeResponse>['data'];
export type VerifyCodeInput = z.input<typeof verifyCodeRequest>;
export type ResendCodeInput = z.input<typeof resendCodeRequest>;
export type ResetPasswordInput = z.input<typeof resetPasswordRequest>;

const EMPTY = Symbol('empty');
const NOT_JSON = Symbol('not json');
type Body = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function readJson(response: Response): Promise<Body> {
  const text = await response.text();
  if (!text) return EMPTY;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** The failure envelope of contract/envelope.ts, checked by hand to keep zod out of the first load. */
function isFailure(body: unknown): body is Failure {
  return (
    isRecord(body) &&
    body.success === false &&
    typeof body.message === 'string' &&
    typeof body.code === 'string' &&
    (body.field === undefined || typeof body.field === 'string')
  );
}

/** The public settings of contract/system.ts, checked by hand (see `getPublicSettings`). */
export function isPublicSettings(data: unknown): data is PublicSettings {
  return (
    isRecord(data) &&
    typeof data.maintenanceMode === 'boolean' &&
    isRecord(data.buyMeCoffee) &&
    (data.buyMeCoffee.qrUrl === null || typeof data.buyMeCoffee.qrUrl === 'string')
  );
}

/** Turns an answer into its data, or throws the `ApiError` it stands for. */
function unwrap<T>(response: Response, body: Body, schema?: EnvelopeSchema<T>): T {
  const { status } = response;
  if (body === EMPTY || body === NOT_JSON) {
    if (status === 401)
      throw new ApiError({ status, code: 'UNAUTHORIZED', message: clientMessages.UNAUTHORIZED });
    if (!response.ok)
      throw new ApiError({ status, code: 'HTTP_ERROR', message: httpErrorMessage(status) });
    if (body === EMPTY && !schema) return undefined as T;
    throw new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: clientMessages.INVALID_RESPONSE,
    });
  }
  if (!response.ok || (isRecord(body) && body.success === false)) {
    if (isFailure(body)) {
      const { code, message, field } = body;
      throw new ApiError({ status, code, message, ...(field ? { field } : {}) });
    }
    // Not our envelope (a proxy, an older server): keep whatever message it gave.
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : null;
    throw new ApiError({
      status,
      code: status === 401 ? 'UNAUTHORIZED' : 'HTTP_ERROR',
      message: message ?? (status === 401 ? clientMessages.UNAUTHORIZED : httpErrorMessage(status)),
    });
  }
  if (schema) {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new ApiError({
        status,
        code: 'INVALID_RESPONSE',
        message: clientMessages.INVALID_RESPONSE,
        cause: parsed.error,
      });
    return parsed.data.data;
  }
  return (isRecord(body) && body.success === true ? body.data : body) as T;
}

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

  // ---- Session state: memory first, mirrored to storage (000 §7, §9) ----

  let snapshot: AuthSnapshot | null = null;
  const listeners = new Set<(snapshot: AuthSnapshot) => void>();

  /**
   * The user kept from the last visit. It was validated when it arrived; here only its
   * shape is checked (a hand edit or an older version), and the current-user call at
   * start-up replaces it anyway.
   */
  function readStoredUser(): User | null {
    const raw = store.get(storageKeys.user);
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isRecord(value) &&
        typeof value.id === 'string' &&
        typeof value.name === 'string' &&
        typeof value.role === 'string'
        ? (value as User)
        : null;
    } catch {
      return null;
    }
  }

  function getAuthSnapshot(): AuthSnapshot {
    snapshot ??= { token: store.get(storageKeys.token), user: readStoredUser() };
    return snapshot;
  }

  function update(next: AuthSnapshot) {
    const previous = getAuthSnapshot();
    if (previous.token !== next.token) store.set(storageKeys.token, next.token);
    if (previous.user !== next.user)
      store.set(storageKeys.user, next.user ? JSON.stringify(next.user) : null);
    snapshot = next;
    for (const listener of listeners) listener(next);
  }

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

  function subscribe(listener: (snapshot: AuthSnapshot) => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  function onSessionExpired(listener: () => void) {
    expiredListeners.add(listener);
    return () => void expiredListeners.delete(listener);
  }

  // ---- Transport ----

  function urlFor(path: string, query?: Query) {
    const origin = globalThis.location?.origin ?? 'http://localhost';
    const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`, origin);
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null && value !== '')
        url.searchParams.set(key, String(value));
    return url.href;
  }

  function language() {
    return store.get(storageKeys.language) === 'ne' ? 'ne' : 'en';
  }

  /** One fetch, with headers, time-out and the answer read; failures become `ApiError`s. */
  async function exchange<R>(
    path: string,
    opts: RequestOptions<unknown>,
    token: string | null,
    read: (response: Response) => Promise<R>,
  ): Promise<{ response: Response; result: R }> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language(),
      ...opts.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      // Only with a body: Fastify refuses an empty body that claims to be JSON.
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? timeoutMs);
    const forwardAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) forwardAbort();
    opts.signal?.addEventListener('abort', forwardAbort);

    try {
      const response = await fetch(urlFor(path, opts.query), {
        method: opts.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      return { response, result: await read(response) };
    } catch (error) {
      if (timedOut)
        throw new ApiError({
          status: 0,
          code: 'TIMEOUT',
          message: clientMessages.TIMEOUT,
          cause: error,
        });
      // The caller cancelled (a component unmounted): let its own reason through.
      if (opts.signal?.aborted) throw opts.signal.reason ?? error;
      throw new ApiError({
        status: 0,
        code: 'NETWORK',
        message: clientMessages.NETWORK,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', forwardAbort);
    }
  }

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

  const register = (payload: RegisterRequest) =>
    post(paths.register, payload, { schema: lazy('registerResponse') });
  const checkDuplicate = (input: CheckDuplicateInput) =>
    post(paths.checkDuplicate, input, { schema: lazy('checkDuplicateResponse') });
  const sendResetCode = (input: SendCodeInput) =>
    post(paths.sendCode, input, { schema: lazy('sendCodeResponse') });
  const verifyResetCode = (input: VerifyCodeInput) =>
    post(paths.verifyCode, input, { schema: lazy('verifyCodeResponse') });
  const resendResetCode = (input: ResendCodeInput) =>
    post(paths.resendCode, input, { schema: lazy('resendCodeResponse') });
  const resetPassword = (input: ResetPasswordInput) =>
    post(paths.resetPassword, input, { schema: lazy('resetPasswordResponse') });

  return {
    call: createCall(request),
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
