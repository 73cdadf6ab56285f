import { useNavigate } from 'react-router-dom';
import { ForgotPassword } from '@features/auth';
import { AuthLayout } from './auth-layout';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <ForgotPassword onDone={() => navigate('/auth/login')} />
    </AuthLayout>
  );
}
