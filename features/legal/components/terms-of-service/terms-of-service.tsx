import type { ComponentProps } from 'react';
import { legalContact, policyDates } from '../../legal-info';
import { LegalDocument, type LegalSection } from '../legal-document';
import { messages as m } from './messages';

/** The sections of 000 §2, in this order. */
export const termsSections = [
  {
    id: 'acceptance',
    heading: m.acceptanceHeading,
    blocks: [
      { kind: 'p', text: m.acceptanceAgree },
      { kind: 'note', text: m.acceptanceAge },
      { kind: 'p', text: m.acceptanceChanges },
    ],
  },
  {
    id: 'services',
    heading: m.servicesHeading,
    blocks: [
      { kind: 'p', text: m.servicesIntro },
      {
        kind: 'list',
        items: [m.servicesSearch, m.servicesBook, m.servicesRecords, m.servicesFeed],
      },
      { kind: 'p', text: m.servicesIntermediary },
      { kind: 'note', text: m.servicesEmergency },
    ],
  },
  {
    id: 'obligations',
    heading: m.obligationsHeading,
    blocks: [
      { kind: 'p', text: m.obligationsIntro },
      {
        kind: 'list',
        items: [
          m.obligationsTruthful,
          m.obligationsPassword,
          m.obligationsLawful,
          m.obligationsRespect,
          m.obligationsClaims,
          m.obligationsSecurity,
        ],
      },
      { kind: 'p', text: m.obligationsProviders },
    ],
  },
  {
    id: 'liability',
    heading: m.liabilityHeading,
    blocks: [
      { kind: 'p', text: m.liabilityAsIs },
      { kind: 'p', text: m.liabilityProviders },
      { kind: 'p', text: m.liabilityLimit },
      { kind: 'p', text: m.liabilityRights },
    ],
  },
  {
    id: 'intellectual-property',
    heading: m.ipHeading,
    blocks: [
      { kind: 'p', text: m.ipOurs },
      { kind: 'p', text: m.ipYours },
      { kind: 'p', text: m.ipCopying },
    ],
  },
  {
    id: 'termination',
    heading: m.terminationHeading,
    blocks: [
      { kind: 'p', text: m.terminationYou },
      { kind: 'p', text: m.terminationUs },
      { kind: 'p', text: m.terminationData },
    ],
  },
  {
    id: 'governing-law',
    heading: m.lawHeading,
    blocks: [
      { kind: 'p', text: m.lawNepal },
      { kind: 'p', text: m.lawDisputes },
    ],
  },
  {
    id: 'contact',
    heading: m.contactHeading,
    blocks: [
      { kind: 'p', text: m.contactIntro },
      { kind: 'contact', email: legalContact.legalEmail },
    ],
  },
] as const satisfies readonly LegalSection[];

export type TermsOfServiceProps = Omit<ComponentProps<'article'>, 'title' | 'children'>;

/** The Terms of Service (/terms): eight sections, minimum age 18, governed by Nepal's law. */
export function TermsOfService(props: TermsOfServiceProps) {
  return (
    <LegalDocument
      title={m.title}
      lastUpdated={policyDates.terms}
      intro={[m.intro]}
      sections={termsSections}
      email={legalContact.legalEmail}
      anchorPrefix="terms"
      {...props}
    />
  );
}
