import { HealthFeed } from '@features/feed';

/** /health-feed (000 §2): the public health feed, its filters kept in the URL. */
export default function HealthFeedPage() {
  return (
    <main>
      <HealthFeed variant="page" />
    </main>
  );
}
