import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { User } from '@contract/auth';
import type { Role } from '@contract/roles';
import { apiClient, type ApiClient, type LoginInput } from '@lib/api';
import { clearPrivateData } from '@lib/offline';
import { destinationFor } from './destination';
import { restoreSession } from './restore-session';

/**
 * The signed-in user as screens see it (000 §3 "User session"). The provider holds the
 * full contract `User`; a story may pass just the fields it shows.
 */
export type SessionUser = Pick<User, 'id' | 'name' | 'role'> &
  Partial<Pick<User, 'email' | 'phone' | 'avatarUrl' | 'verified'>>;

export type Session =
  { status: 'loading' } | { status: 'anonymous' } | { status: 'signed-in'; user: SessionUser };

export type SignInResult = { user: User; destination: string };

export type AuthActions = {
  /** Health check, login, current user (000 §4); resolves with where to go next. */
  signIn: (
    credentials: LoginInput,
    options?: { redirect?: string | null },
  ) => Promise<SignInResult>;
  /** Ends the session locally even when the server cannot be reached. */
  signOut: () => Promise<void>;
  /** Fetches the current user again, past the 30-second cache. */
  refreshUser: () => Promise<User>;
};

type SessionContextValue = { session: Session; client: ApiClient; actions: AuthActions };

function actionsFor(client: ApiClient): AuthActions {
  return {
    async signIn(credentials, options) {
      await client.healthCheck();
      // What the last person kept for reading offline is not the next one's (ADR 0046).
      await clearPrivateData();
      const { user: signedIn } = await client.login(credentials);
      // The login answer already names the user; /auth/me confirms the role (000 §7).
      const user = await client.getCurrentUser().catch(() => signedIn);
      return { user, destination: destinationFor(user.role, options?.redirect) };
    },
    // Logout removes every private thing kept for reading offline (ADR 0046).
    signOut: () => client.logout().finally(clearPrivateData),
    refreshUser: () => client.getCurrentUser({ force: true }),
  };
}

const SessionContext = createContext<SessionContextValue>({
  session: { status: 'anonymous' },
  client: apiClient,
  actions: actionsFor(apiClient),
});

export type SessionProviderProps = {
  /** A fixed session, for stories and tests: nothing is fetched and it never changes. */
  session?: Session;
  /** The API client whose token decides the session (default: the app's `apiClient`). */
  client?: ApiClient;
  children: ReactNode;
};

export function SessionProvider({
  session: fixed,
  client = apiClient,
  children,
}: SessionProviderProps) {
  const auth = useSyncExternalStore(
    client.subscribe,
    client.getAuthSnapshot,
    client.getAuthSnapshot,
  );
  const [restoring, setRestoring] = useState(() => !fixed && client.getToken() !== null);

  useEffect(() => {
    if (!restoring) return;
    let live = true;
    void restoreSession(client).finally(() => {
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [restoring, client]);

  const session = useMemo<Session>(() => {
    if (fixed) return fixed;
    if (restoring) return { status: 'loading' };
    return auth.token && auth.user
      ? { status: 'signed-in', user: auth.user }
      : { status: 'anonymous' };
  }, [fixed, restoring, auth]);

  // However a session ends (logout, expiry in another tab), nothing private stays kept.
  const signedOut = !fixed && !restoring && auth.token === null;
  useEffect(() => {
    if (signedOut) void clearPrivateData();
  }, [signedOut]);

  const actions = useMemo(() => actionsFor(client), [client]);
  const value = useMemo(() => ({ session, client, actions }), [session, client, actions]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext).session;
}

/** The signed-in user, or null while loading or signed out. */
export function useCurrentUser(): SessionUser | null {
  const session = useSession();
  return session.status === 'signed-in' ? session.user : null;
}

export function useRole(): Role | null {
  return useCurrentUser()?.role ?? null;
}

export function useAuthActions(): AuthActions {
  return useContext(SessionContext).actions;
}

export const useSignIn = () => useAuthActions().signIn;
export const useSignOut = () => useAuthActions().signOut;

/** The client the session belongs to, for layers that need its token (realtime). */
export function useApiClient(): ApiClient {
  return useContext(SessionContext).client;
}
