import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { Link } from '@ui/link';
import { overviewMessages } from './messages';

/** A titled block of the dashboard, with a View All link to the tab that lists it all. */
export function Section({
  title,
  viewAll,
  children,
}: {
  title: string;
  /** Where View All goes; no link without it. */
  viewAll?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {viewAll ? (
          <Link asChild variant="nav" className="px-2 text-primary">
            <RouterLink
              to={viewAll}
              aria-label={intl.formatMessage(overviewMessages.viewAllOf, { list: title })}
            >
              {intl.formatMessage(overviewMessages.viewAll)}
            </RouterLink>
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
