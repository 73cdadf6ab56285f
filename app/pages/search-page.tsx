import { SearchView } from '@features/discovery';

/** /search (000 §2): results across doctors, hospitals, labs, pharmacies and ambulances. */
export default function SearchPage() {
  return (
    <main>
      <SearchView />
    </main>
  );
}
