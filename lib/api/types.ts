import type { z } from 'zod';
import type {
  LoginRequest,
  checkDuplicateRequest,
  loginResponse,
  resendCodeRequest,
  resetPasswordRequest,
  sendCodeRequest,
  sendCodeResponse,
  verifyCodeRequest,
} from '@contract/auth';
import type { EnvelopeSchema } from './answer';
import type { Query } from './exchange';
import type { KeyValueStorage } from './storage';

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
  /** The fetch under every call; the server's page renderer answers from its own API. */
  fetch?: typeof globalThis.fetch;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * A schema, or a loader of one: the client's own calls load theirs with zod on first
 * use, so the first page load carries no validation code (ARCHITECTURE.md, Performance).
 */
export type SchemaRef<T> = EnvelopeSchema<T> | (() => Promise<EnvelopeSchema<T>>);

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
