import { useId, type ComponentProps } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { messages } from './messages';

export type SiteFooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** The copyright year; defaults to this year (fixed in stories for stable snapshots). */
  year?: number;
};

const supportLinks = [
  { to: '/help-center', label: messages.helpCenter },
  { to: '/faq', label: messages.faq },
  { to: '/contact', label: messages.contact },
] as const;

const legalLinks = [
  { to: '/privacy', label: messages.privacy },
  { to: '/terms', label: messages.terms },
  { to: '/cookies', label: messages.cookies },
  { to: '/legal-policy', label: messages.policyCentre },
] as const;

// No social page or app listing exists yet (000 §1): each shows as disabled, "coming soon".
const socialNetworks = [messages.facebook, messages.instagram, messages.youtube] as const;
const appStores = [messages.googlePlay, messages.appStore] as const;

// 44 × 44 px at least (WCAG 2.5.8 and our older users): a short label such as "FAQ" is
// narrower than a fingertip, so the target has a minimum width as well as height.
const linkClassName =
  'inline-flex min-h-touch min-w-touch items-center rounded-md text-base text-foreground underline-offset-4 hover:underline focus-ring';

function LinkColumn({
  title,
  links,
}: {
  title: MessageDescriptor;
  links: readonly { to: string; label: MessageDescriptor }[];
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold uppercase text-muted-foreground">
        {intl.formatMessage(title)}
      </h2>
      <ul className="mt-2 flex flex-col">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClassName}>
              {intl.formatMessage(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's footer: support and legal links, social pages and app stores (coming soon). */
export function SiteFooter({
  year = new Date().getFullYear(),
  className,
  ...props
}: SiteFooterProps) {
  const intl = useIntl();
  const socialHeadingId = useId();
  const socialNoteId = useId();
  const appsHeadingId = useId();
  const appsNoteId = useId();

  return (
    <footer
      className={cn('border-t border-border bg-surface text-surface-foreground', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-bold text-primary">{intl.formatMessage(messages.brand)}</p>
          <p className="text-base text-muted-foreground">{intl.formatMessage(messages.tagline)}</p>
        </div>
        <LinkColumn title={messages.support} links={supportLinks} />
        <LinkColumn title={messages.legal} links={legalLinks} />

        <section aria-labelledby={socialHeadingId}>
          <h2
            id={socialHeadingId}
            className="text-sm font-semibold uppercase text-muted-foreground"
          >
            {intl.formatMessage(messages.social)}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {socialNetworks.map((network) => (
              <li key={network.id}>
                <Button variant="outline" size="md" disabled aria-describedby={socialNoteId}>
                  {intl.formatMessage(network)}
                </Button>
              </li>
            ))}
          </ul>
          <p id={socialNoteId} className="mt-2 text-sm text-muted-foreground">
            {intl.formatMessage(messages.socialComingSoon)}
          </p>
        </section>

        <section aria-labelledby={appsHeadingId}>
          <h2 id={appsHeadingId} className="text-sm font-semibold uppercase text-muted-foreground">
            {intl.formatMessage(messages.apps)}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {appStores.map((store) => (
              <li key={store.id}>
                <Button variant="secondary" disabled aria-describedby={appsNoteId}>
                  {intl.formatMessage(store)}
                </Button>
              </li>
            ))}
          </ul>
          <p id={appsNoteId} className="mt-2 text-sm text-muted-foreground">
            {intl.formatMessage(messages.appsComingSoon)}
          </p>
        </section>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-muted-foreground">
          {intl.formatMessage(messages.copyright, {
            year: intl.formatNumber(year, { useGrouping: false }),
          })}
        </p>
      </div>
    </footer>
  );
}
