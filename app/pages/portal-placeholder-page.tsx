import { defineMessages, useIntl } from 'react-intl';
import { useCurrentUser } from '@lib/session';

const messages = defineMessages<'title' | 'body' | 'user'>({
  title: { id: 'app.portal.welcome', defaultMessage: 'Welcome, {name}' },
  user: { id: 'app.portal.userFallback', defaultMessage: 'User' },
  body: {
    id: 'app.portal.pending',
    defaultMessage: 'Your portal is being assembled: its tabs arrive in the next releases.',
  },
});

/** Stands where the patient, doctor and admin portal shells will be (issue 4 continues). */
export default function PortalPlaceholderPage() {
  const intl = useIntl();
  const user = useCurrentUser();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-10">
      <h1 className="text-2xl font-semibold">
        {intl.formatMessage(messages.title, {
          name: user?.name || intl.formatMessage(messages.user),
        })}
      </h1>
      <p className="text-muted-foreground">{intl.formatMessage(messages.body)}</p>
    </main>
  );
}
