import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BookingWizard, bookingPresetFrom } from '@features/booking';

/**
 * /book-appointment/:id (002 §2): the booking wizard. The profile's "Book this slot"
 * adds `?day=Sunday&start=09:00&hospital=Bir Hospital`, which starts it at the details.
 */
export default function BookAppointmentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
