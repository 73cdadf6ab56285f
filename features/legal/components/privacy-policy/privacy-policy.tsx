import type { ComponentProps } from 'react';
import { legalContact, policyDates } from '../../legal-info';
import { LegalDocument, type LegalSection } from '../legal-document';
import { messages as m } from './messages';

const sections = [
  {
    id: 'collect',
    heading: m.collectHeading,
    blocks: [
      { kind: 'p', text: m.collectIntro },
      {
        kind: 'list',
        items: [
          m.collectAccount,
          m.collectHealth,
          m.collectProvider,
          m.collectMessages,
          m.collectTechnical,
          m.collectLocation,
        ],
      },
    ],
  },
  {
    id: 'use',
    heading: m.useHeading,
    blocks: [
      { kind: 'p', text: m.useIntro },
      {
        kind: 'list',
        items: [m.useAccount, m.useConnect, m.useNotify, m.useVerify, m.useSafety, m.useLaw],
      },
      { kind: 'p', text: m.useNoSale },
    ],
  },
  {
    id: 'consent',
    heading: m.consentHeading,
    blocks: [
      { kind: 'p', text: m.consentIntro },
      { kind: 'list', items: [m.consentDisclosure, m.consentModeration, m.consentRating] },
      { kind: 'p', text: m.consentWithdraw },
    ],
  },
  {
    id: 'sharing',
    heading: m.sharingHeading,
    blocks: [
      { kind: 'p', text: m.sharingIntro },
      {
        kind: 'list',
        items: [
          m.sharingProviders,
          m.sharingSuppliers,
          m.sharingLegal,
          m.sharingSafety,
          m.sharingPublic,
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: m.securityHeading,
    blocks: [
      { kind: 'p', text: m.securityMeasures },
      { kind: 'p', text: m.securityBreach },
    ],
  },
  {
    id: 'retention',
    heading: m.retentionHeading,
    blocks: [{ kind: 'p', text: m.retentionText }],
  },
  {
    id: 'rights',
    heading: m.rightsHeading,
    blocks: [
      { kind: 'p', text: m.rightsIntro },
      {
        kind: 'list',
        items: [
          m.rightsAccess,
          m.rightsCorrect,
          m.rightsDelete,
          m.rightsWithdraw,
          m.rightsComplain,
        ],
      },
      { kind: 'p', text: m.rightsHow },
    ],
  },
  {
    id: 'children',
    heading: m.childrenHeading,
    blocks: [{ kind: 'p', text: m.childrenText }],
  },
  {
    id: 'research',
    heading: m.researchHeading,
    blocks: [
      { kind: 'p', text: m.researchText },
      { kind: 'link', to: '/legal-policy?section=research-data', label: m.researchLink },
    ],
  },
  {
    id: 'cookies',
    heading: m.cookiesHeading,
    blocks: [
      { kind: 'p', text: m.cookiesText },
      { kind: 'link', to: '/cookies', label: m.cookiesLink },
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
    ],
  },
] as const satisfies readonly LegalSection[];

export type PrivacyPolicyProps = Omit<ComponentProps<'article'>, 'title' | 'children'>;

/** The Privacy Policy (/privacy), under the Individual Privacy Act, 2075 of Nepal. */
export function PrivacyPolicy(props: PrivacyPolicyProps) {
  return (
    <LegalDocument
      title={m.title}
      lastUpdated={policyDates.privacy}
      intro={[m.intro, m.introLaw]}
      sections={sections}
      email={legalContact.privacyEmail}
      anchorPrefix="privacy"
      {...props}
    />
  );
}
