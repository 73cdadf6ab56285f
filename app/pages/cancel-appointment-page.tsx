import { useSearchParams } from 'react-router-dom';
import { CancelAppointmentLink } from '@features/appointments';

/** /appointments/cancel?token=… : the link in the day-before reminder (issue 7). */
export default function CancelAppointmentPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <CancelAppointmentLink key={token ?? ''} token={token} />
    </main>
  );
}
