import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { destinationFor, useSession } from '@lib/session';
import { Spinner } from '@ui/spinner';

/** `/` for a signed-in person is their portal's dashboard (000 §2); others see `children`. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-primary">
        <Spinner size="lg" />
      </div>
    );
  }
  if (session.status === 'signed-in')
    return <Navigate to={destinationFor(session.user.role)} replace />;
  return <>{children}</>;
}
