import { PrivacyPolicy } from '@features/legal';

/** The Privacy Policy (/privacy). */
export default function PrivacyPage() {
  return (
    <main className="flex-1 bg-background">
      <PrivacyPolicy />
    </main>
  );
}
