import { useSearchParams } from 'react-router-dom';
import { SearchView } from '@features/discovery';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /search (000 §2): results across doctors, hospitals, labs, pharmacies and ambulances. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  useRouteTitle(query ? pageTitles.searchFor : pageTitles.search, { query: query ?? '' });
  return (
    <main>
      <SearchView />
    </main>
  );
}
