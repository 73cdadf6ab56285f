import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import type { Transfer } from '@contract/transfers';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { CountedTabs, ListState } from '@ui/counted-tabs';
import { cn } from '@ui/lib';
import { toast } from '@ui/toast';
import { useAnswerTransfer, useTransfers } from '../../api/transfers';
import { TransferPatientDialog } from '../transfers-dialog';
import { messages, valued } from './messages';
import { RejectDialog } from './reject-dialog';
import { TransferCard, type TransferAction } from './transfer-card';
import { TransferDetailsDialog } from './transfer-details-dialog';
import { TransferSearchPanel, type TransferTarget } from './transfer-search-panel';

const lists = ['outgoing', 'incoming', 'pending'] as const;
type List = (typeof lists)[number];

export type TransfersTabProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Today in Nepal, YYYY-MM-DD (stories fix it); the real day by default. */
  today?: string;
};

/**
 * The doctor portal's Transfers tab (001 §2.7, ADR 0040): Outgoing, Incoming and Pending
 * with counts; Accept and Reject on an incoming pending transfer, Mark Complete on an
 * accepted one; the details modal; the search panel and the Initiate Transfer dialog.
 */
export function TransfersTab({ today, className, ...props }: TransfersTabProps) {
  const intl = useIntl();
  const errorText = useErrorText({ serverError: messages.answerFailed });
  const [shown, setShown] = useState<List>('outgoing');
  const { data, error, mutate } = useTransfers();
  const answer = useAnswerTransfer();
  const [busy, setBusy] = useState<{ id: string; action: TransferAction } | null>(null);
  const [rejecting, setRejecting] = useState<Transfer | null>(null);
  const [completing, setCompleting] = useState<Transfer | null>(null);
  const [reading, setReading] = useState<Transfer | null>(null);
  const [starting, setStarting] = useState<TransferTarget | null>(null);

  const send = async (t: Transfer, status: 'accepted' | 'completed') => {
    setBusy({ id: t.id, action: status === 'accepted' ? 'accept' : 'complete' });
    try {
      await answer.trigger({ params: { id: t.id }, body: { status } });
      const done = status === 'accepted' ? valued.accepted : valued.completed;
      toast({ title: intl.formatMessage(done, { name: t.patientName }), variant: 'success' });
    } catch (failure) {
      toast({ title: errorText(failure), variant: 'error' });
      throw failure;
    } finally {
      setBusy(null);
    }
  };

  const onAction = (action: TransferAction, t: Transfer) => {
    if (action === 'accept') void send(t, 'accepted').catch(() => undefined);
    else if (action === 'reject') setRejecting(t);
    else if (action === 'complete') setCompleting(t);
    else setReading(t);
  };

  return (
    <section className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        <Button onClick={() => setStarting({})}>{intl.formatMessage(messages.initiate)}</Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <CountedTabs
          value={shown}
          onValueChange={setShown}
          label={intl.formatMessage(messages.tabsLabel)}
          tabs={lists.map((l) => ({
            value: l,
            label: intl.formatMessage(messages[l]),
            count: data?.counts[l],
          }))}
        >
          <ListState
            items={data?.[shown]}
            messages={messages}
            failure={error ? { description: errorText(error), onRetry: () => mutate() } : null}
            renderItem={(t) => (
              <TransferCard
                key={t.id}
                transfer={t}
                onAction={onAction}
                busy={busy?.id === t.id ? busy.action : null}
              />
            )}
          />
        </CountedTabs>
        <TransferSearchPanel onPick={setStarting} />
      </div>
      <RejectDialog transfer={rejecting} onOpenChange={(open) => !open && setRejecting(null)} />
      <ConfirmDialog
        open={completing !== null}
        onOpenChange={(open) => !open && setCompleting(null)}
        title={intl.formatMessage(valued.completeTitle, { name: completing?.patientName ?? '' })}
        description={
          completing
            ? completing.direction === 'outgoing'
              ? intl.formatMessage(valued.completeOutgoing, { name: completing.patientName })
              : intl.formatMessage(valued.completeIncoming, {
                  name: completing.patientName,
                  doctor: completing.fromDoctorName,
                })
            : null
        }
        confirmLabel={intl.formatMessage(messages.complete)}
        onConfirm={() => (completing ? send(completing, 'completed') : undefined)}
      />
      <TransferDetailsDialog
        transfer={reading}
        onOpenChange={(open) => !open && setReading(null)}
      />
      <TransferPatientDialog
        open={starting !== null}
        onOpenChange={(open) => !open && setStarting(null)}
        initial={starting ?? {}}
        today={today}
      />
    </section>
  );
}
