import { LandingPage } from '@features/landing';
import { usePageTitle } from '@lib/page';
import { usePublicSettings } from '@lib/settings';

/** `/` for visitors who are not signed in: the landing view of 000 §1. */
export default function HomePage() {
  // The landing page is the brand itself: "Ujyalo Health".
  usePageTitle([]);
  // The donation QR shows when the public settings carry one.
  const { settings } = usePublicSettings();
  return (
    <main>
      <LandingPage donationQrUrl={settings?.buyMeCoffee.qrUrl ?? null} />
    </main>
  );
}
