import { HealthFeed } from '@features/feed';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /health-feed (000 §2): the public health feed, its filters kept in the URL. */
export default function HealthFeedPage() {
  useRouteTitle(pageTitles.healthFeed);
  return (
    <main>
      <HealthFeed variant="page" />
    </main>
  );
}
