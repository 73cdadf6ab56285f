export {
  SessionProvider,
  useApiClient,
  useAuthActions,
  useCurrentUser,
  useRole,
  useSession,
  useSignIn,
  useSignOut,
  type AuthActions,
  type Session,
  type SessionProviderProps,
  type SessionUser,
  type SignInResult,
} from './session-context';
export { destinationFor, safeRedirect } from './destination';
export { restoreSession } from './restore-session';
