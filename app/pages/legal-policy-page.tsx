import { PolicyCentre } from '@features/legal';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

/** The policy centre (/legal-policy); the section is the `section` query parameter. */
export default function LegalPolicyPage() {
  useRouteTitle(pageTitles.legalPolicy);
  return (
    <main className="flex-1 bg-background">
      <PolicyCentre />
    </main>
  );
}
