import { useSearchParams } from 'react-router-dom';
import { HelpCenterView } from '@features/info';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /help-center (000 §2); `?q=` starts the search, so a search can be linked to. */
export default function HelpCenterPage() {
  useRouteTitle(pageTitles.helpCenter);
  const [params] = useSearchParams();
  return (
    <main>
      <HelpCenterView initialQuery={params.get('q') ?? ''} />
    </main>
  );
}
