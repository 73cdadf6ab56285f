import { NearbyDoctorsView } from '@features/discovery';

/** /doctors-near-me (000 §2, §4): nearby doctors, or the verified list without location. */
export default function DoctorsNearMePage() {
  return (
    <main>
      <NearbyDoctorsView />
    </main>
  );
}
