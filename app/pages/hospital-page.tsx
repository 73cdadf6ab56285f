import { useParams } from 'react-router-dom';
import { HospitalView } from '@features/discovery';

/** /hospital/:id: a hospital's details, from the search cards. */
export default function HospitalPage() {
  const { id = '' } = useParams();
  return (
    <main>
      <HospitalView key={id} hospitalId={id} />
    </main>
  );
}
