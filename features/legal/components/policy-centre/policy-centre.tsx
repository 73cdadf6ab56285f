import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { FileQuestion } from 'lucide-react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { cn } from '@ui/lib';
import { legalContact, policyDates } from '../../legal-info';
import { LastUpdated, LegalBlocks, type LegalBlock } from '../legal-document';
import { messages as m } from './messages';

/** The nine sections of the policy centre, in sidebar order (000 §2). */
export const policySectionIds = [
  'terms',
  'privacy',
  'drug-policy',
  'medical-disclaimer',
  'compliance',
  'data-protection',
  'rating-policy',
  'research-data',
  'liability',
] as const;

export type PolicySectionId = (typeof policySectionIds)[number];

/** Shown when the URL names no section. */
export const defaultPolicySection: PolicySectionId = 'terms';

export function isPolicySection(value: unknown): value is PolicySectionId {
  return policySectionIds.includes(value as PolicySectionId);
}

const sections: Record<PolicySectionId, { title: MessageDescriptor; blocks: LegalBlock[] }> = {
  terms: {
    title: m.termsTitle,
    blocks: [
      { kind: 'p', text: m.termsSummary },
      { kind: 'list', items: [m.termsAge, m.termsTruthful, m.termsRespect, m.termsLaw] },
      { kind: 'link', to: '/terms', label: m.termsLink },
    ],
  },
  privacy: {
    title: m.privacyTitle,
    blocks: [
      { kind: 'p', text: m.privacySummary },
      {
        kind: 'list',
        items: [m.privacyNoSale, m.privacyProviders, m.privacyLegal, m.privacyRights],
      },
      { kind: 'link', to: '/privacy', label: m.privacyLink },
    ],
  },
  'drug-policy': {
    title: m.drugTitle,
    blocks: [
      { kind: 'p', text: m.drugIntro },
      {
        kind: 'list',
        items: [
          m.drugPrescription,
          m.drugLicence,
          m.drugControlled,
          m.drugClaims,
          m.drugSharing,
          m.drugReport,
        ],
      },
    ],
  },
  'medical-disclaimer': {
    title: m.disclaimerTitle,
    blocks: [
      { kind: 'p', text: m.disclaimerEducation },
      { kind: 'p', text: m.disclaimerDelay },
      { kind: 'note', text: m.disclaimerEmergency },
    ],
  },
  compliance: {
    title: m.complianceTitle,
    blocks: [
      { kind: 'p', text: m.complianceIntro },
      {
        kind: 'list',
        items: [m.compliancePrivacyAct, m.complianceTransactionsAct, m.complianceProfessional],
      },
      { kind: 'p', text: m.complianceChecks },
    ],
  },
  'data-protection': {
    title: m.dataTitle,
    blocks: [
      { kind: 'p', text: m.dataIntro },
      { kind: 'list', items: [m.dataEncryption, m.dataPasswords, m.dataAccess, m.dataFiles] },
      { kind: 'p', text: m.dataBreach },
      { kind: 'p', text: m.dataRequests },
    ],
  },
  'rating-policy': {
    title: m.ratingTitle,
    blocks: [
      { kind: 'p', text: m.ratingIntro },
      { kind: 'list', items: [m.ratingWho, m.ratingWhom, m.ratingHonest, m.ratingAdmin] },
      { kind: 'p', text: m.ratingModeration },
      { kind: 'p', text: m.ratingRemoval },
    ],
  },
  'research-data': {
    title: m.researchTitle,
    blocks: [
      { kind: 'p', text: m.researchUse },
      { kind: 'p', text: m.researchOptOut },
      {
        kind: 'list',
        items: [m.researchSettings, m.researchEmail, m.researchPhone, m.researchWritten],
      },
      { kind: 'p', text: m.researchNoEffect },
    ],
  },
  liability: {
    title: m.liabilityTitle,
    blocks: [
      { kind: 'p', text: m.liabilityIntermediary },
      { kind: 'p', text: m.liabilityProviders },
      { kind: 'p', text: m.liabilityJurisdiction },
    ],
  },
};

/**
 * A pill in a row that scrolls sideways on phones; a full-width row of a vertical
 * sidebar from `md` up. The chosen one is filled, and marked aria-current.
 */
export const policyNavItemVariants = cva(
  [
    'inline-flex min-h-touch items-center whitespace-nowrap rounded-full border px-4 text-base',
    'transition-colors duration-fast ease-standard',
    'focus-ring',
    'md:w-full md:whitespace-normal md:rounded-md md:border-0 md:border-s-4 md:px-3 md:py-2',
  ],
  {
    variants: {
      active: {
        true: 'border-primary bg-primary font-semibold text-primary-foreground md:bg-accent md:text-accent-foreground',
        false:
          'border-border bg-surface font-medium text-foreground hover:bg-muted md:border-transparent md:bg-transparent',
      },
    },
    defaultVariants: { active: false },
  },
);

export type PolicyCentreProps = Omit<ComponentProps<'div'>, 'children'>;

/**
 * The policy centre (/legal-policy): nine policies, one shown at a time. The chosen one
 * is the `section` query parameter, so every policy has its own address to share;
 * without one, the terms show; an unknown one shows a prompt to choose.
 */
export function PolicyCentre({ className, ...props }: PolicyCentreProps) {
  const [params] = useSearchParams();
  const requested = params.get('section') || defaultPolicySection;
  const active = isPolicySection(requested) ? requested : undefined;
  const section = active ? sections[active] : undefined;
  const intl = useIntl();
  const sectionTitleId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: bring the chosen pill into view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const start = current.offsetLeft;
    if (start < list.scrollLeft || start + current.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = start - (list.clientWidth - current.offsetWidth) / 2;
  }, [active]);

  return (
    <div
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12', className)}
      {...props}
    >
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">
          <FormattedMessage {...m.title} />
        </h1>
        <LastUpdated date={policyDates.policyCentre} />
        <p className="text-lg text-foreground">
          <FormattedMessage {...m.intro} />
        </p>
      </header>

      <div className="flex flex-col gap-6 md:flex-row md:items-start">
        <nav
          aria-label={intl.formatMessage(m.navLabel)}
          className="min-w-0 md:sticky md:top-4 md:w-64 md:shrink-0"
        >
          <ul
            ref={listRef}
            className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:border-e md:border-border md:px-0 md:pe-3"
          >
            {policySectionIds.map((id) => (
              <li key={id} className="shrink-0">
                <Link
                  to={{ search: `?section=${id}` }}
                  aria-current={id === active ? 'page' : undefined}
                  className={policyNavItemVariants({ active: id === active })}
                >
                  <FormattedMessage {...sections[id].title} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section
          aria-labelledby={section ? sectionTitleId : undefined}
          className="flex min-w-0 flex-1 flex-col gap-4 rounded-xl border border-border bg-surface p-5 text-surface-foreground shadow-sm sm:p-8"
        >
          {section ? (
            <>
              <h2 id={sectionTitleId} className="text-2xl font-semibold text-foreground">
                <FormattedMessage {...section.title} />
              </h2>
              <LegalBlocks blocks={section.blocks} email={legalContact.privacyEmail} />
            </>
          ) : (
            <p className="flex flex-col items-center gap-3 py-10 text-center text-lg text-muted-foreground">
              <FileQuestion aria-hidden className="size-10 text-primary" />
              <FormattedMessage {...m.unknownSection} />
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
