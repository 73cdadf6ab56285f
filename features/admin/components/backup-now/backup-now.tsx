import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@lib/format';
import { useErrorText } from '@lib/errors';
import { toLocale } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { toast } from '@ui/toast';
import { useBackups, useStartBackup } from '../../api/backups';
import { BackupRuns } from './backup-runs';
import { messages, valueMessages } from './messages';

/** How long "completed" or "failed" shows before the control is idle again (002 §4). */
export const OUTCOME_MS = 2000;

type Outcome = 'completed' | 'failed';

const stateText = {
  idle: messages.stateIdle,
  running: messages.stateRunning,
  completed: messages.stateCompleted,
  failed: messages.stateFailed,
} as const;

/**
 * Backup Now (002 §2 system settings, Backup tab): starts a real backup on the server,
 * shows it running, then completed or failed for two seconds, then idle again; the last
 * backup's time and the recent runs below.
 */
export function BackupNow() {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const headingId = useId();
  const failureText = useErrorText();
  const [watching, setWatching] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Each answer while our run is watched tells whether it has ended.
  const backups = useBackups((data) => {
    const run = watching ? data.runs.find((r) => r.id === watching) : undefined;
    if (!run || run.status === 'running') return;
    setWatching(null);
    setOutcome(run.status);
    toast({
      title: intl.formatMessage(
        run.status === 'completed' ? messages.stateCompleted : messages.stateFailed,
      ),
      variant: run.status === 'completed' ? 'success' : 'error',
    });
  });
  const start = useStartBackup();
  const { mutate } = backups;
  // Read again once the run is watched: it may have ended before the first read came back.
  useEffect(() => {
    if (watching) void mutate();
  }, [watching, mutate]);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), OUTCOME_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  if (backups.error && !backups.data)
    return (
      <ErrorState
        variant="bordered"
        title={intl.formatMessage(messages.loadFailed)}
        description={failureText(backups.error)}
        onRetry={() => backups.mutate()}
      />
    );
  if (!backups.data)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-11 w-36" />
        <Skeleton className="h-24 w-full" />
      </div>
    );

  const { lastBackup, runs } = backups.data;
  const running = start.isMutating || watching !== null || backups.data.state === 'running';
  const state = running ? 'running' : (outcome ?? 'idle');

  const backupNow = async () => {
    setOutcome(null);
    try {
      const { run } = await start.trigger({});
      setWatching(run.id);
    } catch {
      // Shown below from start.error.
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {intl.formatMessage(messages.title)}
        </h2>
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.description)}</p>
        <p className="text-sm">
          {lastBackup
            ? intl.formatMessage(valueMessages.lastBackup, {
                when: `${formatDate(lastBackup, locale)} ${intl.formatTime(lastBackup, { timeStyle: 'short', timeZone: 'Asia/Kathmandu' })}`,
              })
            : intl.formatMessage(messages.never)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void backupNow()} disabled={running} className="min-h-11">
          {intl.formatMessage(running ? messages.backingUp : messages.backupNow)}
        </Button>
        <p role="status" className="text-sm font-medium" data-state={state}>
          {intl.formatMessage(stateText[state])}
        </p>
      </div>
      {start.error && !running ? (
        <Alert tone="danger" role="alert">
          {failureText(start.error)}
        </Alert>
      ) : null}
      <BackupRuns runs={runs} />
    </section>
  );
}
