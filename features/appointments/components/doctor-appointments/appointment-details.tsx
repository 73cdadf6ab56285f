import type { ReactNode } from 'react';
import { FileText, Lock } from 'lucide-react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { Appointment, HistoryPaper } from '@contract/appointments';
import { formatDate, formatRupees } from '@lib/format';
import { specialtyLabel, toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import {
  commonMessages,
  formatSlot,
  historyLanguageMessages,
  symptomMessages,
  weekdayMessages,
} from '../../messages';
import { AppointmentStatusBadge } from '../appointment-status-badge';
import { messages as cardMessages, detailsMessages as messages } from './messages';

const paperMessages = defineMessages({
  withheld: {
    id: 'appointments.appointmentDetails.historyPaperWithheld',
    defaultMessage: 'Medical records are not accessible until patient acceptance.',
  },
});

/** One labelled value in a details list. */
function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-base break-words text-foreground">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="text-lg font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  );
}

const fileSize = (intl: IntlShape, bytes: number) =>
  bytes >= 1024 * 1024
    ? intl.formatMessage(messages.megabytes, {
        size: Math.round((bytes / (1024 * 1024)) * 10) / 10,
      })
    : intl.formatMessage(messages.kilobytes, { size: Math.max(1, Math.round(bytes / 1024)) });

function HistoryPaperDetails({ paper }: { paper: HistoryPaper }) {
  const intl = useIntl();
  const yesNo = ({ present, text }: { present: boolean; text: string }) =>
    present
      ? text
        ? intl.formatMessage(messages.yesWith, { text })
        : intl.formatMessage(messages.yes)
      : intl.formatMessage(messages.no);
  return (
    <dl className="flex flex-col gap-3">
      <Row label={intl.formatMessage(messages.language)}>
        {intl.formatMessage(historyLanguageMessages[paper.language])}
      </Row>
      <Row label={intl.formatMessage(messages.symptoms)}>
        {paper.symptoms.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {paper.symptoms.map(({ symptom, days }) => (
              <li key={symptom}>
                {intl.formatMessage(messages.symptomDays, {
                  symptom: intl.formatMessage(symptomMessages[symptom]),
                  days,
                })}
              </li>
            ))}
          </ul>
        ) : (
          intl.formatMessage(messages.noSymptoms)
        )}
      </Row>
      {paper.otherSymptoms ? (
        <Row label={intl.formatMessage(messages.otherSymptoms)}>{paper.otherSymptoms}</Row>
      ) : null}
      <Row label={intl.formatMessage(messages.pastHistory)}>
        {yesNo({ present: paper.pastHistory, text: paper.pastHistoryDetails })}
      </Row>
      <Row label={intl.formatMessage(messages.familyHistory)}>{yesNo(paper.familyHistory)}</Row>
      <Row label={intl.formatMessage(messages.knownDiseases)}>{yesNo(paper.knownDiseases)}</Row>
      <Row label={intl.formatMessage(messages.allergies)}>{yesNo(paper.allergies)}</Row>
    </dl>
  );
}

/**
 * The details modal's content (001 §2.2): the patient, the appointment, the consent, the
 * history paper and the documents the patient attached. Render inside a `Dialog`.
 */
export function AppointmentDetails({ appointment }: { appointment: Appointment }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const date = intl.formatMessage(commonMessages.dayAndDate, {
    day: intl.formatMessage(weekdayMessages[appointment.day]),
    date: formatDate(appointment.date, locale),
  });
  return (
    <DialogContent size="lg">
      <DialogHeader>
        <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
        <DialogDescription>
          {intl.formatMessage(messages.description, { name: appointment.patientName, date })}
        </DialogDescription>
      </DialogHeader>

      <Section title={intl.formatMessage(messages.patient)}>
        <dl className="flex flex-col gap-3">
          <Row label={intl.formatMessage(messages.name)}>{appointment.patientName}</Row>
          <Row label={intl.formatMessage(cardMessages.phone)}>
            <a
              href={`tel:${appointment.patientPhone.replace(/[\s-]/g, '')}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {appointment.patientPhone}
            </a>
          </Row>
          <Row label={intl.formatMessage(messages.consent)}>
            {intl.formatMessage(
              appointment.medicalRecordConsent ? messages.consentGiven : messages.consentNotGiven,
            )}
          </Row>
        </dl>
      </Section>

      <Section title={intl.formatMessage(messages.appointment)}>
        <dl className="flex flex-col gap-3">
          <Row label={intl.formatMessage(messages.status)}>
            <AppointmentStatusBadge status={appointment.status} />
          </Row>
          <Row label={intl.formatMessage(cardMessages.date)}>{date}</Row>
          <Row label={intl.formatMessage(cardMessages.time)}>
            {formatSlot(intl, appointment.timeSlot)}
          </Row>
          <Row label={intl.formatMessage(cardMessages.hospital)}>{appointment.hospital.name}</Row>
          <Row label={intl.formatMessage(messages.department)}>
            {specialtyLabel(intl, appointment.department)}
          </Row>
          <Row label={intl.formatMessage(messages.fee)}>
            {formatRupees(appointment.consultationFee, locale)}
          </Row>
          <Row label={intl.formatMessage(cardMessages.reason)}>{appointment.reason}</Row>
          <Row label={intl.formatMessage(messages.booked)}>
            {formatDate(appointment.createdAt, locale)}
          </Row>
        </dl>
      </Section>

      <Section title={intl.formatMessage(messages.historyPaper)}>
        {appointment.historyPaperWithheld ? (
          // The server keeps the paper back until the doctor accepts (ADR 0027).
          <p className="flex items-center gap-2 text-base text-muted-foreground">
            <Lock aria-hidden className="size-4 shrink-0" />
            {intl.formatMessage(paperMessages.withheld)}
          </p>
        ) : appointment.historyPaper ? (
          <HistoryPaperDetails paper={appointment.historyPaper} />
        ) : (
          <p className="text-base text-muted-foreground">
            {intl.formatMessage(messages.noHistoryPaper)}
          </p>
        )}
      </Section>

      <Section title={intl.formatMessage(messages.documents)}>
        {appointment.documents.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {appointment.documents.map((document) => (
              <li key={document._id} className="flex items-center gap-2 text-base text-foreground">
                <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="break-all">
                  {intl.formatMessage(messages.document, {
                    name: document.name,
                    type: document.type.toUpperCase(),
                    size: fileSize(intl, document.size),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base text-muted-foreground">
            {intl.formatMessage(messages.noDocuments)}
          </p>
        )}
      </Section>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.close)}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
