import type { ComponentProps } from 'react';
import { cn } from '@ui/lib';
import { AboutSection } from '../about-section';
import { AppStoreButtons } from '../app-store-buttons';
import { DonationQr } from '../donation-qr';
import { FeedTeaser } from '../feed-teaser';
import { HowItWorks } from '../how-it-works';
import { LandingHero } from '../landing-hero';
import { ServicesSection } from '../services-section';
import { useScrollToHash } from './use-scroll-to-hash';

export type LandingPageProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The donation QR of the public settings; the block shows only for a non-empty URL. */
  donationQrUrl?: string | null;
  /** The moment the feed teaser's relative dates count from; fixed in stories. */
  now?: Date;
};

/**
 * The landing view of 000 §1 for visitors who are not signed in: hero, services,
 * about, how it works, the health feed teaser, the app stores and the donation QR.
 * The site header and footer come from the app's layout.
 */
export function LandingPage({ donationQrUrl, now, className, ...props }: LandingPageProps) {
  useScrollToHash();
  const qrUrl = donationQrUrl?.trim();
  return (
    <div className={cn('flex flex-col bg-background text-foreground', className)} {...props}>
      <LandingHero />
      <ServicesSection />
      <AboutSection />
      <HowItWorks />
      <FeedTeaser now={now} />
      <AppStoreButtons />
      {qrUrl ? <DonationQr qrUrl={qrUrl} /> : null}
    </div>
  );
}
