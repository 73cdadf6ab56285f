import { RotateCw, Wrench } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@ui/button';
import { maintenanceMessages as messages } from '../layout/messages';
import { pageTitles } from '../routing/page-titles';
import { useRouteTitle } from '../routing/use-route-title';
import { StatusIntro } from './status-intro';

export type MaintenancePageProps = {
  /** What Try again does: asks the server for the settings again. */
  onRetry: () => void;
};

/** Shown to everyone but admins while maintenance mode is on (000 §6). */
export default function MaintenancePage({ onRetry }: MaintenancePageProps) {
  useRouteTitle(pageTitles.maintenance);
  return (
    <main className="mx-auto flex min-h-[70vh] w-full max-w-xl flex-col items-center justify-center gap-5 px-4 py-10 text-center">
      <StatusIntro
        icon={<Wrench />}
        iconClassName="text-primary"
        title={messages.title}
        description={messages.description}
      />
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCw aria-hidden />
          <FormattedMessage {...messages.retry} />
        </Button>
        <Button asChild variant="outline">
          <Link to="/auth/login?role=admin">
            <FormattedMessage {...messages.adminLogin} />
          </Link>
        </Button>
      </div>
    </main>
  );
}
