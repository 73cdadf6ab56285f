import { TermsOfService } from '@features/legal';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** The Terms of Service (/terms). */
export default function TermsPage() {
  useRouteTitle(pageTitles.terms);
  return (
    <main className="flex-1 bg-background">
      <TermsOfService />
    </main>
  );
}
