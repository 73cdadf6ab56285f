import { ArrowRight, Construction } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Role } from '@contract/roles';
import { commonMessages, roleLabelFor } from '@features/portal-shell';
import { destinationFor, useCurrentUser } from '@lib/session';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { spinnerVariants } from '@ui/spinner';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';

const plainMessages = defineMessages({
  openPortal: { id: 'app.dashboard.openPortal', defaultMessage: 'Go to my portal' },
  providerNote: {
    id: 'app.dashboard.providerNote',
    defaultMessage:
      'Your portal is under construction, expected to launch in Nov/Dec 2025. Its page shows how far along it is.',
  },
  intro: {
    id: 'app.dashboard.intro',
    defaultMessage: 'Your tools and information are in your portal.',
  },
});

const valueMessages = defineMessages<{
  welcome: { name: string };
  signedInAs: { role: string };
}>({
  welcome: { id: 'app.dashboard.welcome', defaultMessage: 'Welcome, {name}' },
  signedInAs: { id: 'app.dashboard.signedInAs', defaultMessage: 'Signed in as {role}' },
});

const messages = { ...plainMessages, ...valueMessages };

/** The four providers whose portals are still placeholders (002 §1). */
const providersUnderConstruction: ReadonlySet<Role> = new Set<Role>([
  'hospital',
  'lab',
  'pharmacy',
  'ambulance',
]);

/** /dashboard, the fallback dashboard of every role (000 §2, §6): who you are, and your portal. */
export default function DashboardPage() {
  useRouteTitle(pageTitles.dashboard);
  const intl = useIntl();
  const user = useCurrentUser();

  if (!user) {
    return (
      <main className="flex min-h-[50vh] items-center justify-center px-4">
        <p role="status" className="flex items-center gap-3 text-lg text-muted-foreground">
          <span aria-hidden className={cn(spinnerVariants({ size: 'md' }), 'text-primary')} />
          {intl.formatMessage(commonMessages.loading)}
        </p>
      </main>
    );
  }

  // Read defensively: a record may lack fields its type promises.
  const rawName: unknown = user.name;
  const name =
    typeof rawName === 'string' && rawName.trim() !== ''
      ? rawName.trim()
      : intl.formatMessage(commonMessages.userFallback);
  const photo: unknown = user.avatarUrl;
  const roleLabel = roleLabelFor(user.role);
  const underConstruction = providersUnderConstruction.has(user.role);

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm">
        <div className="flex items-center gap-4">
          <Avatar
            name={name}
            src={typeof photo === 'string' && photo !== '' ? photo : undefined}
            size="lg"
            decorative
          />
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold break-words text-foreground">
              {intl.formatMessage(messages.welcome, { name })}
            </h1>
            {roleLabel ? (
              <p className="text-muted-foreground">
                {intl.formatMessage(messages.signedInAs, {
                  role: intl.formatMessage(roleLabel),
                })}
              </p>
            ) : null}
          </div>
        </div>
        <p className="text-foreground">{intl.formatMessage(messages.intro)}</p>
        {underConstruction ? (
          <p className="flex items-start gap-3 rounded-md bg-muted p-4 text-foreground">
            <Construction aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{intl.formatMessage(messages.providerNote)}</span>
          </p>
        ) : null}
        <Button asChild size="lg" className="self-start">
          <Link to={destinationFor(user.role)}>
            {intl.formatMessage(messages.openPortal)}
            <ArrowRight aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
      </div>
    </main>
  );
}
