import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BookingWizard, bookingPresetFrom, useDoctorName } from '@features/booking';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/**
 * /book-appointment/:id (002 §2): the booking wizard. The profile's "Book this slot"
 * adds `?day=Sunday&start=09:00&hospital=Bir Hospital`, which starts it at the details.
 */
export default function BookAppointmentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const name = useDoctorName(id);
  useRouteTitle(name ? pageTitles.bookWith : pageTitles.bookAppointment, { name: name ?? '' });
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <BookingWizard
        key={`${id}-${params.toString()}`}
        doctorId={id}
        preset={bookingPresetFrom(params)}
        onClose={() => void navigate(-1)}
      />
    </main>
  );
}
