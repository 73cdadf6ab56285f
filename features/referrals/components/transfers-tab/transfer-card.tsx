import { useIntl } from 'react-intl';
import type { Transfer } from '@contract/transfers';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { genderMessages, messages, valued, statusMessages, urgencyMessages } from './messages';

export const statusVariant = {
  pending: 'warning',
  accepted: 'info',
  rejected: 'danger',
  completed: 'success',
} as const;
export const urgencyVariant = {
  low: 'neutral',
  normal: 'info',
  high: 'warning',
  urgent: 'danger',
} as const;

export type TransferAction = 'accept' | 'reject' | 'complete' | 'details';

export type TransferCardProps = {
  transfer: Transfer;
  onAction: (action: TransferAction, transfer: Transfer) => void;
  /** The action running on this card, if any. */
  busy?: TransferAction | null;
};

/**
 * One transfer: the patient, who sends them where, and what can be done now (001 §4):
 * Accept and Reject on an incoming pending one, Mark Complete on any accepted one.
 */
export function TransferCard({ transfer, onAction, busy = null }: TransferCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const t = transfer;
  const answerable = t.direction === 'incoming' && t.status === 'pending';
  const about = [
    t.patientAge !== null ? intl.formatMessage(valued.years, { age: t.patientAge }) : null,
    t.patientGender ? intl.formatMessage(genderMessages[t.patientGender]) : null,
  ].filter(Boolean);
  return (
    <li>
      <article
        aria-label={t.patientName}
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-foreground">{t.patientName}</h2>
          <Badge variant={statusVariant[t.status]}>
            {intl.formatMessage(statusMessages[t.status])}
          </Badge>
          <Badge variant={urgencyVariant[t.urgency]}>
            {intl.formatMessage(urgencyMessages[t.urgency])}
          </Badge>
        </div>
        {about.length > 0 ? (
          <p className="text-sm text-muted-foreground">{about.join(' · ')}</p>
        ) : null}
        <p className="text-foreground">
          {t.direction === 'outgoing'
            ? intl.formatMessage(valued.toWhom, {
                doctor: t.targetDoctorName,
                hospital: t.targetHospitalName,
              })
            : intl.formatMessage(valued.fromWhom, { doctor: t.fromDoctorName })}
        </p>
        <p className="text-sm text-foreground">{[t.requiredSpecialty, t.reason].join(' · ')}</p>
        {t.expectedTransferDate ? (
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(valued.expected, {
              date: formatDate(t.expectedTransferDate, locale),
            })}
          </p>
        ) : null}
        {t.responseMessage ? <p className="text-sm text-foreground">{t.responseMessage}</p> : null}
        <div className="flex flex-wrap gap-2">
          {answerable ? (
            <>
              <Button loading={busy === 'accept'} onClick={() => onAction('accept', t)}>
                {intl.formatMessage(messages.accept)}
              </Button>
              <Button variant="outline" onClick={() => onAction('reject', t)}>
                {intl.formatMessage(messages.reject)}
              </Button>
            </>
          ) : null}
          {t.status === 'accepted' ? (
            <Button onClick={() => onAction('complete', t)}>
              {intl.formatMessage(messages.complete)}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => onAction('details', t)}
            aria-label={intl.formatMessage(valued.detailsOf, { name: t.patientName })}
          >
            {intl.formatMessage(messages.details)}
          </Button>
        </div>
      </article>
    </li>
  );
}
