import { AboutView } from '@features/info';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /about (000 §2). */
export default function AboutPage() {
  useRouteTitle(pageTitles.about);
  return (
    <main>
      <AboutView />
    </main>
  );
}
