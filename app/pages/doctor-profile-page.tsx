import { useParams } from 'react-router-dom';
import { DoctorProfileView, useDoctor } from '@features/discovery';
import { usePageTitle } from '@lib/page';
import { useIntl } from 'react-intl';
import { pageTitles } from '../routing/page-titles';

/** /doctor-profile/:doctorId and /doctor/:id (000 §2: both shapes appear). */
export default function DoctorProfilePage() {
  const { doctorId, id } = useParams();
  const key = doctorId ?? id ?? '';
  const intl = useIntl();
  const { doctor } = useDoctor(key);
  usePageTitle([doctor?.fullName || doctor?.name || intl.formatMessage(pageTitles.doctorProfile)]);
  return (
    <main>
      {/* A new id starts from a clean slate (no stale profile while the next loads). */}
      <DoctorProfileView key={key} doctorId={key} />
    </main>
  );
}
