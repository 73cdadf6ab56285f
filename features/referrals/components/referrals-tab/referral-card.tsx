import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Referral } from '@contract/referrals';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { urgencyMessages } from '../refer-patient-dialog/messages';
import { messages, statusMessages, valueMessages } from './messages';

export type ReferralAction = 'accepted' | 'declined' | 'active' | 'completed';

const statusTone = {
  pending: 'warning',
  accepted: 'info',
  active: 'primary',
  completed: 'success',
  declined: 'danger',
} as const;

const urgencyTone = {
  low: 'neutral',
  normal: 'neutral',
  high: 'warning',
  urgent: 'danger',
} as const;

/**
 * One referral (001 §2.5, §3): patient, the two doctors, specialty, reason, urgency, status
 * and date; on an incoming one the receiver's next step (Accept and Decline while pending,
 * Mark active once accepted, Mark completed while active).
 */
export function ReferralCard({
  referral,
  busy,
  onAction,
}: {
  referral: Referral;
  busy: boolean;
  onAction: (referral: Referral, action: ReferralAction) => void;
}) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const headingId = useId();
  const incoming = referral.direction === 'incoming';
  const next: ReferralAction[] = !incoming
    ? []
    : referral.status === 'pending'
      ? ['accepted', 'declined']
      : referral.status === 'accepted'
        ? ['active']
        : referral.status === 'active'
          ? ['completed']
          : [];
  const label = {
    accepted: messages.accept,
    declined: messages.decline,
    active: messages.markActive,
    completed: messages.markCompleted,
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {referral.patientName}
            </h2>
            <p className="text-sm text-muted-foreground">
              {intl.formatMessage(valueMessages.fromTo, {
                from: referral.fromDoctorName,
                to: referral.toDoctorName,
              })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant={urgencyTone[referral.urgency]}>
              {intl.formatMessage(urgencyMessages[referral.urgency])}
            </Badge>
            <Badge variant={statusTone[referral.status]}>
              {intl.formatMessage(statusMessages[referral.status])}
            </Badge>
          </div>
        </header>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-muted-foreground">
              {intl.formatMessage(messages.specialty)}
            </dt>
            <dd>{referral.specialty}</dd>
          </div>
          <div>
            <dt className="font-medium text-muted-foreground">
              {intl.formatMessage(messages.date)}
            </dt>
            <dd>{formatDate(referral.createdAt, locale)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium text-muted-foreground">
              {intl.formatMessage(messages.reason)}
            </dt>
            <dd className="break-words">{referral.reason}</dd>
          </div>
          {referral.notes ? (
            <div className="sm:col-span-2">
              <dt className="font-medium text-muted-foreground">
                {intl.formatMessage(messages.notes)}
              </dt>
              <dd className="break-words">{referral.notes}</dd>
            </div>
          ) : null}
          {referral.attachments.length > 0 ? (
            <div className="sm:col-span-2">
              <dt className="font-medium text-muted-foreground">
                {intl.formatMessage(messages.attachments)}
              </dt>
              <dd className="break-words">{referral.attachments.map((a) => a.title).join(', ')}</dd>
            </div>
          ) : null}
          {referral.declineReason ? (
            <div className="sm:col-span-2">
              <dt className="font-medium text-muted-foreground">
                {intl.formatMessage(messages.declineReasonShown)}
              </dt>
              <dd className="break-words">{referral.declineReason}</dd>
            </div>
          ) : null}
        </dl>
        {next.length > 0 ? (
          <div
            role="group"
            aria-label={intl.formatMessage(valueMessages.actionsFor, {
              name: referral.patientName,
            })}
            className="flex flex-wrap gap-2"
          >
            {next.map((action) => (
              <Button
                key={action}
                variant={action === 'declined' ? 'outline' : 'primary'}
                aria-disabled={busy || undefined}
                aria-describedby={headingId}
                onClick={() => !busy && onAction(referral, action)}
              >
                {intl.formatMessage(label[action])}
              </Button>
            ))}
          </div>
        ) : null}
      </article>
    </li>
  );
}
