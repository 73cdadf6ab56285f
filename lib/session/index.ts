export { SessionProvider, useSession, type Session, type SessionUser } from './session-context';
