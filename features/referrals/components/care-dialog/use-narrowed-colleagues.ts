import { useDeferredValue, useState } from 'react';
import type { ColleagueDoctor, ColleagueHospital } from '@contract/referrals';
import { useColleagues } from '../../api/colleagues';

/** The list with the chosen item kept in it, so a narrower search never hides the choice. */
function keeping<T extends { id: string }>(list: T[], chosen: T | null): T[] {
  return chosen && !list.some((item) => item.id === chosen.id) ? [chosen, ...list] : list;
}

/**
 * The doctors (and hospitals) a care form chooses from: the first page it opened with, or,
 * once something is typed in the find box, the colleague search's answer for it (name,
 * specialty, hospital or city), with what was already chosen kept in each list.
 */
export function useNarrowedColleagues(
  first: { doctors: ColleagueDoctor[]; hospitals: ColleagueHospital[] },
  withHospitals: boolean,
) {
  const [find, setFind] = useState('');
  const q = useDeferredValue(find.trim());
  const found = useColleagues(q ? { q, category: withHospitals ? 'all' : 'doctors' } : null);
  const [doctor, setDoctor] = useState<ColleagueDoctor | null>(null);
  const [hospital, setHospital] = useState<ColleagueHospital | null>(null);
  const source = q && found.data ? found.data : first;
  const doctors = keeping(source.doctors, doctor);
  const hospitals = keeping(source.hospitals, hospital);
  return {
    find,
    setFind,
    searching: !!q && !found.data && !found.failed,
    failed: !!q && found.failed,
    doctors,
    hospitals,
    chooseDoctor: (id: string) => {
      const chosen = doctors.find((d) => d.id === id) ?? null;
      setDoctor(chosen);
      return chosen;
    },
    chooseHospital: (id: string) => setHospital(hospitals.find((h) => h.id === id) ?? null),
  };
}
