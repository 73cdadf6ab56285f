import type { ComponentProps } from 'react';
import { legalContact, policyDates } from '../../legal-info';
import { LegalDocument, type LegalSection } from '../legal-document';
import { messages as m } from './messages';

// What the app really stores (000 §9): the refresh token as an httpOnly cookie; the
// access token, user data, language, theme and consent flag in browser storage.
const sections = [
  {
    id: 'what',
    heading: m.whatHeading,
    blocks: [{ kind: 'p', text: m.whatText }],
  },
  {
    id: 'use',
    heading: m.useHeading,
    blocks: [
      { kind: 'p', text: m.useIntro },
      {
        kind: 'list',
        items: [m.useSession, m.useAccount, m.useLanguage, m.useTheme, m.useConsent],
      },
    ],
  },
  {
    id: 'not-used',
    heading: m.notUsedHeading,
    blocks: [
      { kind: 'p', text: m.notUsedText },
      { kind: 'p', text: m.notUsedFuture },
    ],
  },
  {
    id: 'manage',
    heading: m.manageHeading,
    blocks: [
      { kind: 'p', text: m.manageBrowser },
      { kind: 'p', text: m.manageReset },
    ],
  },
  {
    id: 'changes',
    heading: m.changesHeading,
    blocks: [{ kind: 'p', text: m.changesText }],
  },
  {
    id: 'contact',
    heading: m.contactHeading,
    blocks: [
      { kind: 'p', text: m.contactIntro },
      { kind: 'contact', email: legalContact.privacyEmail },
      { kind: 'link', to: '/privacy', label: m.privacyLink },
    ],
  },
] as const satisfies readonly LegalSection[];

export type CookiePolicyProps = Omit<ComponentProps<'article'>, 'title' | 'children'>;

/** The Cookie Policy (/cookies): what the app keeps in cookies and browser storage. */
export function CookiePolicy(props: CookiePolicyProps) {
  return (
    <LegalDocument
      title={m.title}
      lastUpdated={policyDates.cookies}
      intro={[m.intro]}
      sections={sections}
      email={legalContact.privacyEmail}
      anchorPrefix="cookies"
      {...props}
    />
  );
}
