import { CookiePolicy } from '@features/legal';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** The Cookie Policy (/cookies). */
export default function CookiesPage() {
  useRouteTitle(pageTitles.cookies);
  return (
    <main className="flex-1 bg-background">
      <CookiePolicy />
    </main>
  );
}
