import { useId, type ReactNode } from 'react';
import { Building2, CalendarDays, CalendarClock, Stethoscope, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { formatDate, formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { DownloadPdfButton } from '../download-pdf';
import { PrescriptionStatusBadge } from '../prescription-details';
import { Fact } from './fact';
import { messages, valueMessages } from './messages';

/** The card shows this many medications, then "and N more" (002 §2). */
const SHOWN_MEDICATIONS = 2;

export type PrescriptionCardProps = {
  prescription: PrescriptionDetail;
  onOpen: (prescription: PrescriptionDetail) => void;
  /** One more button in the footer (Order Medicines, for an active one). */
  action?: ReactNode;
};

/**
 * One written prescription (002 §2): its number, date, status, doctor, hospital,
 * diagnosis, valid-until (marked when the server says it expires soon), the first two
 * medications, View details, Download PDF and, when given, one more action.
 */
export function PrescriptionCard({ prescription: rx, onOpen, action }: PrescriptionCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const headingId = useId();
  const shown = rx.medications.slice(0, SHOWN_MEDICATIONS);
  const more = rx.medications.length - shown.length;
  return (
    <Card asChild>
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 id={headingId} className="text-lg font-semibold break-words">
              {intl.formatMessage(valueMessages.number, { number: rx.number })}
            </h3>
            <p className="text-sm text-muted-foreground">{rx.diagnosis}</p>
          </div>
          <PrescriptionStatusBadge status={rx.status} size="lg" />
        </header>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact icon={<CalendarDays />} label={intl.formatMessage(messages.date)}>
            {formatDate(rx.createdAt, locale)}
          </Fact>
          <Fact icon={<CalendarClock />} label={intl.formatMessage(messages.validUntil)}>
            <span className="flex flex-wrap items-center gap-x-2">
              {formatDate(rx.validUntil, locale)}
              {rx.expiringSoon ? (
                <Badge variant="warning">
                  <TriangleAlert aria-hidden />
                  {intl.formatMessage(messages.expiringSoon)}
                </Badge>
              ) : null}
            </span>
          </Fact>
          <Fact icon={<Stethoscope />} label={intl.formatMessage(messages.doctor)}>
            {rx.doctor.fullName}
          </Fact>
          <Fact icon={<Building2 />} label={intl.formatMessage(messages.hospital)}>
            {rx.hospital.name}
          </Fact>
        </dl>
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-medium text-muted-foreground">
            {intl.formatMessage(messages.medications)}
          </h4>
          <ul className="flex flex-col gap-1">
            {shown.map((medication, index) => (
              <li key={index} className="flex flex-wrap gap-x-2 text-base">
                <span className="font-medium">{medication.name}</span>
                <span className="text-muted-foreground">{medication.dosage}</span>
                <span className="text-muted-foreground">{medication.frequency}</span>
              </li>
            ))}
            {more > 0 ? (
              <li className="text-sm text-muted-foreground">
                {intl.formatMessage(valueMessages.andMore, { count: formatNumber(more, locale) })}
              </li>
            ) : null}
          </ul>
        </div>
        <footer className="mt-auto flex flex-wrap items-start gap-2">
          <Button className="min-h-11" onClick={() => onOpen(rx)} aria-describedby={headingId}>
            {intl.formatMessage(messages.viewDetails)}
          </Button>
          <DownloadPdfButton prescriptionId={rx._id} className="min-h-11" />
          {action}
        </footer>
      </article>
    </Card>
  );
}
