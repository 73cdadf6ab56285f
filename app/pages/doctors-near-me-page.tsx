import { NearbyDoctorsView } from '@features/discovery';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /doctors-near-me (000 §2, §4): nearby doctors, or the verified list without location. */
export default function DoctorsNearMePage() {
  useRouteTitle(pageTitles.doctorsNearMe);
  return (
    <main>
      <NearbyDoctorsView />
    </main>
  );
}
