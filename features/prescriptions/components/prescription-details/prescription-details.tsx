import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { EarlierVersions } from './earlier-versions';
import { MedicationList } from './medication-list';
import { messages, urgencyMessages, valueMessages } from './messages';
import { PrescriptionStatusBadge } from './prescription-status-badge';

export type PrescriptionDetailsProps = {
  /** The prescription shown; the dialog is closed while it is null. */
  prescription: PrescriptionDetail | null;
  onOpenChange: (open: boolean) => void;
  /** Buttons beside Close: Download PDF, and on the doctor's side Print or Copy. */
  actions?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-foreground">{children}</dd>
    </div>
  );
}

/**
 * One prescription in full (002 §2, 001 §2.4): its status, doctor, hospital, date and
 * validity, the diagnosis, every medication field (name, dosage, frequency, duration,
 * quantity, timing, instructions), the tests, the advice, the follow-up with the doctor's
 * notes, and the earlier versions an edit kept.
 */
export function PrescriptionDetails({
  prescription,
  onOpenChange,
  actions,
}: PrescriptionDetailsProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const rx = prescription;
  return (
    <Dialog open={rx !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[90dvh] overflow-y-auto">
        {rx ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {intl.formatMessage(valueMessages.title, { number: rx.number })}
              </DialogTitle>
              <DialogDescription>
                {intl.formatMessage(valueMessages.description, {
                  doctor: rx.doctor.fullName,
                  date: formatDate(rx.createdAt, locale),
                })}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={intl.formatMessage(messages.status)}>
                <PrescriptionStatusBadge status={rx.status} size="lg" />
              </Fact>
              <Fact label={intl.formatMessage(messages.validUntil)}>
                {formatDate(rx.validUntil, locale)}
              </Fact>
              <Fact label={intl.formatMessage(messages.doctor)}>{rx.doctor.fullName}</Fact>
              <Fact label={intl.formatMessage(messages.hospital)}>{rx.hospital.name}</Fact>
            </dl>
            <Section title={intl.formatMessage(messages.diagnosis)}>
              <p className="whitespace-pre-line">{rx.diagnosis}</p>
            </Section>
            <Section title={intl.formatMessage(messages.medications)}>
              <MedicationList medications={rx.medications} />
            </Section>
            {rx.tests.length > 0 ? (
              <Section title={intl.formatMessage(messages.tests)}>
                <ul className="flex flex-col gap-2">
                  {rx.tests.map((test, index) => (
                    <li key={index} className="rounded-md border border-border p-3">
                      <p className="font-medium">{test.name}</p>
                      <p className="text-sm text-muted-foreground">
                        {intl.formatMessage(valueMessages.urgency, {
                          urgency: intl.formatMessage(urgencyMessages[test.urgency]),
                        })}
                      </p>
                      {test.instructions ? <p className="text-sm">{test.instructions}</p> : null}
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            {rx.advice ? (
              <Section title={intl.formatMessage(messages.advice)}>
                <p className="whitespace-pre-line">{rx.advice}</p>
              </Section>
            ) : null}
            <Section title={intl.formatMessage(messages.followUp)}>
              <p>
                {rx.followUp.required && rx.followUp.date
                  ? intl.formatMessage(valueMessages.followUpOn, {
                      date: formatDate(rx.followUp.date, locale),
                    })
                  : intl.formatMessage(messages.noFollowUp)}
              </p>
            </Section>
            {rx.followUp.notes ? (
              <Section title={intl.formatMessage(messages.notes)}>
                <p className="whitespace-pre-line">{rx.followUp.notes}</p>
              </Section>
            ) : null}
            <EarlierVersions prescription={rx} />
            {actions ? <DialogFooter>{actions}</DialogFooter> : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
