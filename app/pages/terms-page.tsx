import { TermsOfService } from '@features/legal';

/** The Terms of Service (/terms). */
export default function TermsPage() {
  return (
    <main className="flex-1 bg-background">
      <TermsOfService />
    </main>
  );
}
