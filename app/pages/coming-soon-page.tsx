import type { ReactNode } from 'react';
import { Construction, Home } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@ui/button';
import { Progress } from '@ui/progress';
import { comingSoonMessages as messages, comingSoonTitles } from '../routing/coming-soon-messages';
import { useRouteTitle } from '../routing/use-route-title';

/** How far along the placeholders' features are, as the product shows it (000 §2). */
const PROGRESS_PERCENT = 65;

export type ComingSoonPageProps = {
  /** What is coming: the name of one of `comingSoonTitles`. */
  which: keyof typeof comingSoonTitles;
  /** What a placeholder can already do (the ambulance search: the location and 102). */
  children?: ReactNode;
};

/** The under-construction placeholder for finder pages and portals not yet built (000 §2). */
export default function ComingSoonPage({ which, children }: ComingSoonPageProps) {
  const intl = useIntl();
  const title = comingSoonTitles[which];
  useRouteTitle(title);
  return (
    <main className="mx-auto flex min-h-[70vh] w-full max-w-xl flex-col items-center justify-center gap-5 px-4 py-10 text-center">
      <span
        aria-hidden
        className="inline-flex items-center justify-center rounded-full bg-muted p-4 text-primary [&_svg]:size-10"
      >
        <Construction />
      </span>
      <p className="rounded-full bg-muted px-3 py-1 text-sm font-medium text-foreground">
        <FormattedMessage {...messages.badge} />
      </p>
      <h1 className="text-3xl font-semibold text-foreground">
        <FormattedMessage {...title} />
      </h1>
      <p className="max-w-prose text-muted-foreground">
        <FormattedMessage {...messages.description} />
      </p>
      {children}
      <p className="font-medium text-foreground">
        <FormattedMessage {...messages.expectedLaunch} />
      </p>
      <Progress
        value={PROGRESS_PERCENT}
        label={intl.formatMessage(messages.progress)}
        showValue
        className="max-w-sm"
      />
      <Button asChild variant="outline">
        <Link to="/">
          <Home aria-hidden />
          <FormattedMessage {...messages.backHome} />
        </Link>
      </Button>
    </main>
  );
}
