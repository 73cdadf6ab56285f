import { useId } from 'react';
import { ArrowLeft, Home, SearchX } from 'lucide-react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@ui/button';
import { notFoundMessages as messages } from '../routing/not-found-messages';
import { suggestionsFor, type Suggestion } from '../routing/not-found-suggestions';
import { useRouteTitle } from '../routing/use-route-title';
import { StatusIntro } from './status-intro';

const suggestionLabels: Record<Suggestion, MessageDescriptor> = {
  '/find-doctors': messages.findDoctors,
  '/services': messages.services,
  '/find-hospitals': messages.findHospitals,
  '/pharmacy': messages.pharmacy,
};

/** Any path the route table does not know (000 §2). */
export default function NotFoundPage() {
  useRouteTitle(messages.title);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const suggestionsId = useId();
  return (
    <main className="mx-auto flex min-h-[70vh] w-full max-w-2xl flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <StatusIntro
        icon={<SearchX />}
        iconClassName="text-muted-foreground"
        title={messages.title}
        description={messages.description}
      />
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden />
            <FormattedMessage {...messages.backHome} />
          </Link>
        </Button>
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden />
          <FormattedMessage {...messages.goBack} />
        </Button>
      </div>
      <nav aria-labelledby={suggestionsId} className="flex flex-col items-center gap-2">
        <h2 id={suggestionsId} className="text-base font-medium text-foreground">
          <FormattedMessage {...messages.suggestions} />
        </h2>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {suggestionsFor(pathname).map((to) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-flex min-h-touch items-center text-primary underline-offset-4 hover:underline focus-ring"
              >
                <FormattedMessage {...suggestionLabels[to]} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
