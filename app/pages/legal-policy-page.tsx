import { PolicyCentre } from '@features/legal';

/** The policy centre (/legal-policy); the section is the `section` query parameter. */
export default function LegalPolicyPage() {
  return (
    <main className="flex-1 bg-background">
      <PolicyCentre />
    </main>
  );
}
