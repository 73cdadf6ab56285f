import { useSearchParams } from 'react-router-dom';
import { CancelAppointmentLink } from '@features/appointments';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /appointments/cancel?token=… : the link in the day-before reminder (issue 7). */
export default function CancelAppointmentPage() {
  useRouteTitle(pageTitles.cancelAppointment);
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <CancelAppointmentLink key={token ?? ''} token={token} />
    </main>
  );
}
