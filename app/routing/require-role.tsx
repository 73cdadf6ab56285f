import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@contract/roles';
import { useSession } from '@lib/session';
import { Spinner } from '@ui/spinner';
import { decideAccess } from './guards';

export type RequireRoleProps = {
  /** Roles allowed in; take them from `portalAccess`. */
  roles: readonly Role[];
  children: ReactNode;
};

/** Shows `children` only to the allowed roles; see `decideAccess` for everyone else. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(session, roles, location);
  if (decision.kind === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-primary">
        <Spinner size="lg" />
      </div>
    );
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
