import { useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import {
  CalendarCheck,
  LifeBuoy,
  MessageSquareHeart,
  MonitorSmartphone,
  SearchX,
  Stethoscope,
} from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { cn } from '@ui/lib';
import { phoneTag } from '@ui/link';
import { SearchBar } from '@ui/search-bar';
import { supportContact } from '../../support-contact';
import { messages } from './messages';

type Topic = { id: string; title: MessageDescriptor; body: MessageDescriptor };
type Group = { id: string; title: MessageDescriptor; icon: ReactNode; topics: Topic[] };

const topic = (id: string, title: MessageDescriptor, body: MessageDescriptor): Topic => ({
  id,
  title,
  body,
});

/** The Help Center's groups, in the order of 000 §2. */
const groups: Group[] = [
  {
    id: 'finding-services',
    title: messages.findingServices,
    icon: <Stethoscope />,
    topics: [
      topic('search-doctors', messages.searchDoctorsTitle, messages.searchDoctorsBody),
      topic('nearby', messages.nearbyTitle, messages.nearbyBody),
      topic('providers', messages.providersTitle, messages.providersBody),
    ],
  },
  {
    id: 'booking-appointments',
    title: messages.bookingAppointments,
    icon: <CalendarCheck />,
    topics: [
      topic('book', messages.bookTitle, messages.bookBody),
      topic('fees', messages.feesTitle, messages.feesBody),
      topic('appointments', messages.appointmentsTitle, messages.appointmentsBody),
    ],
  },
  {
    id: 'technical-support',
    title: messages.technicalSupport,
    icon: <MonitorSmartphone />,
    topics: [
      topic('login', messages.loginTitle, messages.loginBody),
      topic('password', messages.passwordTitle, messages.passwordBody),
      topic('language', messages.languageTitle, messages.languageBody),
      topic('connection', messages.connectionTitle, messages.connectionBody),
    ],
  },
  {
    id: 'feedback',
    title: messages.feedback,
    icon: <MessageSquareHeart />,
    topics: [
      topic('rate', messages.rateTitle, messages.rateBody),
      topic('report', messages.reportTitle, messages.reportBody),
      topic('ideas', messages.ideasTitle, messages.ideasBody),
    ],
  },
  {
    id: 'contact-support',
    title: messages.contactSupport,
    icon: <LifeBuoy />,
    topics: [
      topic('message', messages.messageTitle, messages.messageBody),
      topic('call', messages.callTitle, messages.callBody),
      topic('emergency', messages.emergencyTitle, messages.emergencyBody),
    ],
  },
];

/** Every word of the query, each of which a topic must contain somewhere. */
const termsOf = (query: string, locale: string) =>
  query.normalize('NFC').toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);

export type HelpCenterViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Search text to start with (the page passes `?q=`). */
  initialQuery?: string;
  /** Where "Contact support" leads. */
  contactTo?: string;
};

/**
 * The Help Center (000 §2): topics grouped by need and a search that filters them as
 * you type, in the language on screen, without a request (000 §7). The number of
 * matches is announced politely.
 */
export function HelpCenterView({
  initialQuery = '',
  contactTo = '/contact',
  className,
  ...props
}: HelpCenterViewProps) {
  const intl = useIntl();
  const ids = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const [query, setQuery] = useState(initialQuery);

  // The texts as shown, so the search matches what the user reads, in their language.
  const shown = useMemo(() => {
    const values = { phone: supportContact.phone, ambulance: supportContact.ambulance };
    // Searched as plain text; shown with each number as a link to call it.
    const plain = { ...values, tel: (chunks: ReactNode[]) => chunks.join('') };
    const linked = { ...values, tel: phoneTag() };
    return groups.map((group) => ({
      ...group,
      label: intl.formatMessage(group.title),
      topics: group.topics.map((t) => {
        const title = intl.formatMessage(t.title);
        const body = intl.formatMessage(t.body, linked);
        const haystack = `${title}\n${intl.formatMessage(t.body, plain)}`
          .normalize('NFC')
          .toLocaleLowerCase(intl.locale);
        return { id: t.id, title, body, haystack };
      }),
    }));
  }, [intl]);

  const terms = termsOf(query, intl.locale);
  const searching = terms.length > 0;
  const results = shown
    .map((group) => ({
      ...group,
      topics: group.topics.filter((t) => terms.every((term) => t.haystack.includes(term))),
    }))
    .filter((group) => group.topics.length > 0);
  const count = results.reduce((sum, group) => sum + group.topics.length, 0);

  const contactLink = (
    <Button asChild>
      <Link to={contactTo}>
        <LifeBuoy aria-hidden />
        {intl.formatMessage(messages.contactAction)}
      </Link>
    </Button>
  );

  return (
    <div
      className={cn('mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:py-12', className)}
      {...props}
    >
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">
          {intl.formatMessage(messages.title)}
        </h1>
        <p className="text-lg text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </header>

      <div className="flex flex-col gap-2">
        <SearchBar
          label={intl.formatMessage(messages.searchLabel)}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          value={query}
          onValueChange={setQuery}
          // The list already follows the typing; the Search button takes you to the count.
          onSubmit={() => countRef.current?.focus()}
        />
        {/* Always mounted, so each new count is announced; polite, so typing is not cut off. */}
        <p
          ref={countRef}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="min-h-6 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {searching ? intl.formatMessage(messages.resultCount, { count }) : null}
        </p>
      </div>

      {results.length === 0 ? (
        <EmptyState
          variant="bordered"
          icon={<SearchX />}
          headingLevel="h2"
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
          action={contactLink}
        />
      ) : (
        <div className="flex flex-col gap-10">
          {results.map((group) => {
            const headingId = `${ids}-${group.id}`;
            return (
              <section key={group.id} aria-labelledby={headingId} className="flex flex-col gap-4">
                <h2
                  id={headingId}
                  className="flex items-center gap-3 text-xl font-semibold text-foreground"
                >
                  <span
                    aria-hidden
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5"
                  >
                    {group.icon}
                  </span>
                  {group.label}
                </h2>
                <ul className="grid gap-4 md:grid-cols-2">
                  {group.topics.map((t) => (
                    <li
                      key={t.id}
                      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 text-surface-foreground shadow-sm"
                    >
                      <h3 className="text-base font-semibold text-foreground">{t.title}</h3>
                      <p className="text-base leading-relaxed text-muted-foreground">{t.body}</p>
                    </li>
                  ))}
                </ul>
                {group.id === 'contact-support' ? <div>{contactLink}</div> : null}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
