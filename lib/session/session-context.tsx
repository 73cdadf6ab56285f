import { createContext, useContext, type ReactNode } from 'react';

/** The signed-in user as the client sees it (000 §3 "User session"). */
export type SessionUser = {
  id: string;
  name: string;
  email?: string;
  role: 'patient' | 'public' | 'doctor' | 'hospital' | 'lab' | 'pharmacy' | 'ambulance' | 'admin';
  avatarUrl?: string;
};

export type Session =
  { status: 'loading' } | { status: 'anonymous' } | { status: 'signed-in'; user: SessionUser };

const SessionContext = createContext<Session>({ status: 'anonymous' });

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
