import { useNavigate, useSearchParams } from 'react-router-dom';
import { registrableRoles } from '@contract/role-names';
import { RegisterForm } from '@features/auth';
import { useConsent } from '@features/legal';
import { AuthLayout } from './auth-layout';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

export default function RegisterPage() {
  useRouteTitle(pageTitles.register);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const role = registrableRoles.find((r) => r === params.get('role'));
  const { accept } = useConsent();
  return (
    <AuthLayout>
      {/* After registering, login opens carrying the role (000 §4). The form's three
          consents are the consent dialog's three points: this browser need not ask again. */}
      <RegisterForm
        initialRole={role}
        onRegistered={(r) => {
          accept();
          navigate(`/auth/login?role=${r}`);
        }}
      />
    </AuthLayout>
  );
}
