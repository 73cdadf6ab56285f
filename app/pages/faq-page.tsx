import { FaqView } from '@features/info';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** /faq (000 §2). */
export default function FaqPage() {
  useRouteTitle(pageTitles.faq);
  return (
    <main>
      <FaqView />
    </main>
  );
}
