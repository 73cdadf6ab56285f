import { useParams } from 'react-router-dom';
import { DoctorProfileView } from '@features/discovery';

/** /doctor-profile/:doctorId and /doctor/:id (000 §2: both shapes appear). */
export default function DoctorProfilePage() {
  const { doctorId, id } = useParams();
  const key = doctorId ?? id ?? '';
  return (
    <main>
      {/* A new id starts from a clean slate (no stale profile while the next loads). */}
      <DoctorProfileView key={key} doctorId={key} />
    </main>
  );
}
