import { FormattedMessage } from 'react-intl';
import { messages } from '../messages';

/** Placeholder landing page until the app-shell issue composes the real one. */
export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-4 p-6">
      <h1 className="text-3xl font-semibold text-primary">
        <FormattedMessage {...messages.name} />
      </h1>
      <p className="text-lg text-muted-foreground">
        <FormattedMessage {...messages.tagline} />
      </p>
    </main>
  );
}
