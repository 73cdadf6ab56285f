import { useIntl } from 'react-intl';
import { consultationStatuses, type Consultation } from '@contract/consultations';
import { useErrorText } from '@lib/errors';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { toast } from '@ui/toast';
import { useStartConsultation, useUpdateConsultationStatus } from '../../api/consultations';
import { messages, statusMessages, typeMessages, valued } from './messages';
import { dateOf, feeOf, timeOf } from './when';

const statusVariant = {
  pending: 'warning',
  scheduled: 'info',
  'in-progress': 'success',
  completed: 'neutral',
  cancelled: 'danger',
} as const;

export type ConsultationCardProps = {
  consultation: Consultation;
  /** Opens the room (chat, and the call placeholder for video and audio). */
  onOpen: (consultation: Consultation) => void;
  onEnd: (consultation: Consultation) => void;
};

/** Connection and server failures say 001 §8's sentence; a refusal says its catalogue text. */
const failedText = { serverError: messages.failed, connection: messages.failed };

const known = (s: string): s is (typeof consultationStatuses)[number] =>
  (consultationStatuses as readonly string[]).includes(s);

/** One consultation: with whom, about which patient, when, and what can be done now. */
export function ConsultationCard({ consultation: c, onOpen, onEnd }: ConsultationCardProps) {
  const intl = useIntl();
  const errorText = useErrorText(failedText);
  const answer = useUpdateConsultationStatus();
  const start = useStartConsultation();
  const other = c.direction === 'outgoing' ? c.consultant : c.requester;
  const status = known(c.status) ? c.status : null;
  const busy = answer.isMutating || start.isMutating;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({ title: errorText(error), variant: 'error' });
    }
  };
  const accept = () =>
    run(
      () => answer.trigger({ params: { id: c.id }, body: { status: 'scheduled' } }),
      intl.formatMessage(valued.accepted, { name: other.name }),
    );
  const cancel = () =>
    run(
      () => answer.trigger({ params: { id: c.id }, body: { status: 'cancelled' } }),
      intl.formatMessage(messages.cancelled),
    );
  const begin = () =>
    run(() => start.trigger({ params: { id: c.id } }), intl.formatMessage(messages.started));

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-foreground">
          {intl.formatMessage(c.direction === 'outgoing' ? valued.withDoctor : valued.askedBy, {
            name: other.name,
          })}
        </h2>
        <Badge variant="primary">{intl.formatMessage(typeMessages[c.type])}</Badge>
        <Badge variant={status ? statusVariant[status] : 'neutral'}>
          {intl.formatMessage(statusMessages[status ?? 'unknown'])}
        </Badge>
      </div>
      <p className="font-medium text-foreground">
        {intl.formatMessage(valued.about, { patient: c.patientName })}
      </p>
      <p className="text-foreground">{c.reason}</p>
      <p className="text-sm text-muted-foreground">
        {intl.formatMessage(valued.when, {
          date: dateOf(intl, c.scheduledTime),
          time: timeOf(intl, c.scheduledTime),
          minutes: intl.formatNumber(c.duration),
          fee: feeOf(intl, c.fee),
        })}
      </p>
      {c.status === 'completed' && c.endNotes ? (
        <p className="text-sm text-foreground">
          {intl.formatMessage(valued.endNotes, { notes: c.endNotes })}
        </p>
      ) : null}
      {c.actualDuration !== null ? (
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(valued.tookMinutes, {
            minutes: intl.formatNumber(c.actualDuration),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {c.status === 'pending' && c.direction === 'incoming' ? (
          <Button onClick={accept} loading={answer.isMutating} disabled={busy}>
            {intl.formatMessage(messages.accept)}
          </Button>
        ) : null}
        {c.status === 'pending' && c.direction === 'outgoing' ? (
          <Button variant="outline" onClick={cancel} loading={answer.isMutating} disabled={busy}>
            {intl.formatMessage(messages.cancelRequest)}
          </Button>
        ) : null}
        {c.status === 'scheduled' ? (
          <Button onClick={begin} loading={start.isMutating} disabled={busy}>
            {intl.formatMessage(messages.start)}
          </Button>
        ) : null}
        {c.status === 'in-progress' ? (
          <>
            <Button onClick={() => onOpen(c)}>{intl.formatMessage(messages.join)}</Button>
            <Button variant="outline" onClick={() => onEnd(c)}>
              {intl.formatMessage(messages.end)}
            </Button>
          </>
        ) : null}
        {c.status === 'scheduled' || c.status === 'completed' ? (
          <Button variant="ghost" onClick={() => onOpen(c)}>
            {intl.formatMessage(messages.chat)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
