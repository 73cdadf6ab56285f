import { RotateCw, Wrench } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '@ui/button';
import { maintenanceMessages as messages } from '../layout/messages';

export type MaintenancePageProps = {
  /** What Try again does: asks the server for the settings again. */
  onRetry: () => void;
};

/** Shown to everyone but admins while maintenance mode is on (000 §6). */
export default function MaintenancePage({ onRetry }: MaintenancePageProps) {
  return (
    <main className="mx-auto flex min-h-[70vh] w-full max-w-xl flex-col items-center justify-center gap-5 px-4 py-10 text-center">
      <span
        aria-hidden
        className="inline-flex items-center justify-center rounded-full bg-muted p-4 text-primary [&_svg]:size-10"
      >
        <Wrench />
      </span>
      <h1 className="text-3xl font-semibold text-foreground">
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="max-w-prose text-muted-foreground">
        <FormattedMessage {...messages.description} />
      </p>
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
