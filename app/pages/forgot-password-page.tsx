import { useNavigate } from 'react-router-dom';
import { ForgotPassword } from '@features/auth';
import { AuthLayout } from './auth-layout';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

export default function ForgotPasswordPage() {
  useRouteTitle(pageTitles.forgotPassword);
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <ForgotPassword onDone={() => navigate('/auth/login')} />
    </AuthLayout>
  );
}
