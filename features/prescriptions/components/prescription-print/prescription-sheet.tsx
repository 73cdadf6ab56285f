import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { cn } from '@ui/lib';
import { messages, timingMessages, urgencyMessages } from './messages';

export type PrescriptionSheetProps = {
  prescription: PrescriptionDetail;
  /** The doctor's Nepal Medical Council number, when known. */
  nmcNumber?: string | null;
  /** The doctor's specialty and qualification, under their name. */
  credentials?: string;
  className?: string;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1 break-inside-avoid">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The printed page of a prescription: the letterhead, the doctor with their NMC number,
 * the hospital, the patient, the date and validity, the diagnosis, the medicines with every
 * field, tests, advice, follow-up and allergies, and room for the signature.
 */
export function PrescriptionSheet({
  prescription: rx,
  nmcNumber,
  credentials,
  className,
}: PrescriptionSheetProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const t = intl.formatMessage;
  const cell = 'border border-border px-2 py-1 text-start align-top';
  return (
    <article
      data-print-sheet=""
      aria-label={t(messages.sheet, { number: rx.number })}
      className={cn('min-w-0 space-y-5 bg-surface p-4 text-foreground sm:p-6', className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-primary pb-3">
        <div>
          <p className="text-2xl font-bold text-primary">{t(messages.letterhead)}</p>
          <p className="text-sm text-muted-foreground">{t(messages.tagline)}</p>
          <p className="text-sm">{rx.hospital.name}</p>
        </div>
        <div className="text-end">
          <p className="text-lg font-semibold">{rx.doctor.fullName}</p>
          {credentials ? <p className="text-sm">{credentials}</p> : null}
          {nmcNumber ? <p className="text-sm">{t(messages.nmc, { number: nmcNumber })}</p> : null}
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{t(messages.number)}</dt>
          <dd className="font-medium">{rx.number}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t(messages.date)}</dt>
          <dd className="font-medium">{formatDate(rx.createdAt, locale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t(messages.validUntil)}</dt>
          <dd className="font-medium">{formatDate(rx.validUntil, locale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t(messages.patient)}</dt>
          <dd className="font-medium">{rx.patientName}</dd>
        </div>
      </dl>

      <Part title={t(messages.diagnosis)}>
        <p className="whitespace-pre-line">{rx.diagnosis}</p>
      </Part>

      <Part title={t(messages.medications)}>
        {/* A phone's screen is narrower than the page: the table scrolls there, never on paper. */}
        <div
          role="region"
          aria-label={t(messages.medications)}
          tabIndex={0}
          className="focus-ring overflow-x-auto rounded-sm print:overflow-visible"
        >
          <table className="w-full min-w-[36rem] border-collapse text-sm print:min-w-0">
            <thead>
              <tr>
                <th className={cell}>{t(messages.medicine)}</th>
                <th className={cell}>{t(messages.dosage)}</th>
                <th className={cell}>{t(messages.frequency)}</th>
                <th className={cell}>{t(messages.duration)}</th>
                <th className={cell}>{t(messages.quantity)}</th>
                <th className={cell}>{t(messages.timing)}</th>
                <th className={cell}>{t(messages.instructions)}</th>
              </tr>
            </thead>
            <tbody>
              {rx.medications.map((m, index) => (
                <tr key={`${m.name}-${index}`}>
                  <td className={cn(cell, 'font-medium')}>{m.name}</td>
                  <td className={cell}>{m.dosage}</td>
                  <td className={cell}>{m.frequency}</td>
                  <td className={cell}>{m.duration}</td>
                  <td className={cell}>
                    {m.quantity ? t(messages.packs, { count: m.quantity }) : ''}
                  </td>
                  <td className={cell}>{t(timingMessages[m.timing])}</td>
                  <td className={cell}>{m.instructions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Part>

      {rx.tests.length > 0 ? (
        <Part title={t(messages.tests)}>
          <ul className="list-disc ps-5">
            {rx.tests.map((test, index) => (
              <li key={`${test.name}-${index}`}>
                <span className="font-medium">{test.name}</span>
                <span className="ms-2 text-muted-foreground">
                  {t(urgencyMessages[test.urgency])}
                </span>
                {test.instructions ? <span className="block">{test.instructions}</span> : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {rx.advice ? (
        <Part title={t(messages.advice)}>
          <p className="whitespace-pre-line">{rx.advice}</p>
        </Part>
      ) : null}
      {rx.followUp.required ? (
        <Part title={t(messages.followUp)}>
          {rx.followUp.date ? <p>{formatDate(rx.followUp.date, locale)}</p> : null}
          {rx.followUp.notes ? <p className="whitespace-pre-line">{rx.followUp.notes}</p> : null}
        </Part>
      ) : null}
      {rx.allergies.length > 0 ? (
        <Part title={t(messages.allergies)}>
          <p>{intl.formatList(rx.allergies)}</p>
        </Part>
      ) : null}

      <footer className="flex justify-end pt-10">
        <p className="w-56 border-t border-foreground pt-1 text-center text-sm">
          {t(messages.signature)}
        </p>
      </footer>
    </article>
  );
}
