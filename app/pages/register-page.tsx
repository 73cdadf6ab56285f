import { useNavigate, useSearchParams } from 'react-router-dom';
import { RegisterForm, type RegistrableRole } from '@features/auth';
import { AuthLayout } from './auth-layout';

const registrable: readonly RegistrableRole[] = [
  'patient',
  'doctor',
  'hospital',
  'lab',
  'pharmacy',
  'ambulance',
];

export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const role = registrable.find((r) => r === params.get('role'));
  return (
    <AuthLayout>
      {/* After registering, login opens carrying the role (000 §4). */}
      <RegisterForm initialRole={role} onRegistered={(r) => navigate(`/auth/login?role=${r}`)} />
    </AuthLayout>
  );
}
