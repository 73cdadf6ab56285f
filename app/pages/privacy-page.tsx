import { PrivacyPolicy } from '@features/legal';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** The Privacy Policy (/privacy). */
export default function PrivacyPage() {
  useRouteTitle(pageTitles.privacy);
  return (
    <main className="flex-1 bg-background">
      <PrivacyPolicy />
    </main>
  );
}
