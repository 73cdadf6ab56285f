import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm, type LoginRole } from '@features/auth';
import { AuthLayout } from './auth-layout';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

const loginRoles: readonly LoginRole[] = ['patient', 'doctor', 'admin'];

/** `role` or `portal` preselect the role toggle; the portal value generalUser means patient (000 §2). */
function roleFrom(params: URLSearchParams): LoginRole | undefined {
  const value = params.get('role') ?? params.get('portal');
  if (value === 'generalUser') return 'patient';
  return loginRoles.find((r) => r === value);
}

export default function LoginPage() {
  useRouteTitle(pageTitles.login);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <LoginForm
        initialRole={roleFrom(params)}
        redirect={params.get('redirect')}
        onSuccess={(destination) => navigate(destination, { replace: true })}
      />
    </AuthLayout>
  );
}
