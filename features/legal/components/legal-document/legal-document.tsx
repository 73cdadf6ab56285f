import {
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Info } from 'lucide-react';
import { cn } from '@ui/lib';
import { PhoneLink, Link as UiLink } from '@ui/link';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { legalContact } from '../../legal-info';
import { messages } from './messages';

/**
 * One piece of a policy. Each paragraph and each list item is its own message, so a
 * translator works on one thought at a time and a change to one sentence leaves the
 * rest of the translation untouched.
 */
export type LegalBlock =
  | { kind: 'p'; text: MessageDescriptor }
  | { kind: 'list'; items: readonly MessageDescriptor[] }
  /** A point a reader must not miss (minimum age, emergencies). */
  | { kind: 'note'; text: MessageDescriptor }
  | { kind: 'link'; to: string; label: MessageDescriptor }
  /** The postal, e-mail and phone contact, with the given e-mail address. */
  | { kind: 'contact'; email: string };

export type LegalSection = {
  /** Stable anchor, unique within the document (`acceptance`, `governing-law`). */
  id: string;
  heading: MessageDescriptor;
  blocks: readonly LegalBlock[];
};

/** The language of the page as formatDate wants it ('en' or 'ne'). */
export function useLocale() {
  return toLocale(useIntl().locale.split('-')[0]);
}

/** Values every block may use: `{email}`, `{phone}` and `{ambulance}` become links. */
function contactValues(email: string) {
  return {
    email: <UiLink href={`mailto:${email}`}>{email}</UiLink>,
    phone: <PhoneLink number={legalContact.phone} />,
    ambulance: <PhoneLink number={legalContact.ambulance} />,
  };
}

export function LegalContact({ email }: { email: string }) {
  const values = contactValues(email);
  return (
    <address className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4 not-italic text-surface-foreground">
      <strong className="font-semibold">
        <FormattedMessage {...messages.contactHeading} />
      </strong>
      <span>
        <FormattedMessage {...messages.contactAddress} />
      </span>
      <span>
        <FormattedMessage {...messages.contactEmail} values={{ email: values.email }} />
      </span>
      <span>
        <FormattedMessage {...messages.contactPhone} values={{ phone: values.phone }} />
      </span>
      <span className="text-sm text-muted-foreground">
        <FormattedMessage {...messages.contactHours} />
      </span>
    </address>
  );
}

export type LegalBlocksProps = {
  blocks: readonly LegalBlock[];
  /** The address that `{email}` in a message links to; the privacy team by default. */
  email?: string;
};

/** Renders a policy's blocks: paragraphs, bullet lists, notes, links and the contact. */
export function LegalBlocks({ blocks, email = legalContact.privacyEmail }: LegalBlocksProps) {
  const values = contactValues(email);
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'p':
            return (
              <p key={index} className="text-base leading-relaxed text-foreground">
                <FormattedMessage {...block.text} values={values} />
              </p>
            );
          case 'list':
            return (
              <ul
                key={index}
                className="flex list-disc flex-col gap-2 ps-6 leading-relaxed text-foreground marker:text-primary"
              >
                {block.items.map((item) => (
                  <li key={item.id}>
                    <FormattedMessage {...item} values={values} />
                  </li>
                ))}
              </ul>
            );
          case 'note':
            return (
              <p
                key={index}
                className="flex gap-3 rounded-lg border-s-4 border-primary bg-accent p-4 leading-relaxed text-accent-foreground"
              >
                <Info aria-hidden className="mt-1 size-5 shrink-0" />
                <span>
                  <FormattedMessage {...block.text} values={values} />
                </span>
              </p>
            );
          case 'link':
            return (
              <p key={index}>
                <UiLink asChild className="inline-flex min-h-touch items-center">
                  <Link to={block.to}>
                    <FormattedMessage {...block.label} />
                  </Link>
                </UiLink>
              </p>
            );
          case 'contact':
            return <LegalContact key={index} email={block.email} />;
        }
      })}
    </>
  );
}

/** "Last updated: …", in AD; in Nepali in Bikram Sambat with AD beside it. */
export function LastUpdated({ date, className }: { date: string; className?: string }) {
  const locale = useLocale();
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      <FormattedMessage
        {...messages.lastUpdated}
        values={{ date: <time dateTime={date}>{formatDate(date, locale)}</time> }}
      />
    </p>
  );
}

export type LegalDocumentProps = Omit<ComponentProps<'article'>, 'title' | 'children'> & {
  title: MessageDescriptor;
  /** ISO AD date of the last change; shown in AD, and in Bikram Sambat too in Nepali. */
  lastUpdated: string;
  intro: readonly MessageDescriptor[];
  sections: readonly LegalSection[];
  /** The address that `{email}` in the document links to. */
  email?: string;
  /** Prefix of the section anchors, so two documents on one page never clash. */
  anchorPrefix: string;
  /** Shown after the last section. */
  children?: ReactNode;
};

/**
 * A long policy, readable on a small phone: the title and date, a short introduction,
 * a numbered contents list linking to each section, then the sections.
 */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
  email,
  anchorPrefix,
  className,
  children,
  ...props
}: LegalDocumentProps) {
  const intl = useIntl();
  const titleId = useId();
  const contentsId = useId();
  const anchor = (id: string) => `${anchorPrefix}-${id}`;
  const articleRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // Moves to a section by script: a plain fragment link would be resolved against a
  // <base> where one exists (Storybook's preview has one), and focus should follow.
  const jumpTo = (id: string) => {
    const target = articleRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
    if (!target) return false;
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    return true;
  };

  // An address such as /terms#terms-governing-law opens at that section.
  useEffect(() => {
    if (hash) jumpTo(decodeURIComponent(hash.slice(1)));
  }, [hash]);

  const onContentsClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (jumpTo(anchor(id))) event.preventDefault();
  };
  // The number is a badge beside the heading: digits follow the language (१, २ in
  // Nepali), and no punctuation needs translating.
  const numbered = (index: number, heading: MessageDescriptor) => (
    <>
      <span
        aria-hidden
        className="me-3 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-base font-semibold text-accent-foreground"
      >
        {intl.formatNumber(index + 1)}
      </span>
      <span>
        <FormattedMessage {...heading} />
      </span>
    </>
  );

  return (
    <article
      ref={articleRef}
      aria-labelledby={titleId}
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12', className)}
      {...props}
    >
      <header className="flex flex-col gap-3 border-b border-border pb-6">
        <h1 id={titleId} className="text-3xl font-semibold text-foreground sm:text-4xl">
          <FormattedMessage {...title} />
        </h1>
        <LastUpdated date={lastUpdated} />
        {intro.map((text) => (
          <p key={text.id} className="text-lg leading-relaxed text-foreground">
            <FormattedMessage {...text} />
          </p>
        ))}
      </header>

      <nav
        aria-labelledby={contentsId}
        className="rounded-lg border border-border bg-surface p-4 text-surface-foreground"
      >
        <h2 id={contentsId} className="text-base font-semibold">
          <FormattedMessage {...messages.onThisPage} />
        </h2>
        <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${anchor(section.id)}`}
                onClick={(event) => onContentsClick(event, section.id)}
                className="inline-flex min-h-touch items-center rounded-sm text-primary underline-offset-4 hover:underline focus-ring"
              >
                {numbered(index, section.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} className="flex flex-col gap-4">
          <h2
            id={anchor(section.id)}
            tabIndex={-1}
            className="flex scroll-mt-4 items-center text-2xl font-semibold text-foreground outline-none"
          >
            {numbered(index, section.heading)}
          </h2>
          <LegalBlocks blocks={section.blocks} email={email} />
        </section>
      ))}
      {children}
    </article>
  );
}
