import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  MAX_BOOKING_DOCUMENTS,
  MAX_DOCUMENT_BYTES,
  documentAccept,
  type HistoryPaper,
  type Slot,
} from '@contract/appointments';
import { formatDate, formatRupees } from '@lib/format';
import { specialtyLabel } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Field } from '@ui/field';
import { FileDrop } from '@ui/file-drop';
import { Input } from '@ui/input';
import { Skeleton } from '@ui/skeleton';
import { Textarea } from '@ui/textarea';
import { formatTimeRange, localeOf } from '../../format';
import { weekdayMessages } from '../../messages';
import type { Weekday } from '../../next-date';
import {
  detailsFields,
  missesRequired,
  validateDetails,
  type DetailsErrors,
  type DetailsInput,
} from '../../validate-details';
import { messages } from './messages';

const MEGABYTES = MAX_DOCUMENT_BYTES / 1024 / 1024;

export type DetailsStepProps = {
  doctorName: string | undefined;
  day: Weekday;
  date: string;
  /** `null` while a preset slot is being checked. */
  slot: Slot | null;
  details: DetailsInput;
  onDetailsChange: (details: DetailsInput) => void;
  documents: File[];
  onDocumentsChange: (documents: File[]) => void;
  historyPaper: HistoryPaper | null;
  onEditHistoryPaper: () => void;
  onRemoveHistoryPaper: () => void;
  /** The server's word on a field (its own validation), shown until the field changes. */
  serverErrors: Partial<Record<keyof DetailsInput, string>>;
  /** Above the form: not signed in, a failed submit, consent declined. */
  notice: ReactNode;
  submitting: boolean;
  onChangeTime: () => void;
  /** The form is complete: ask for consent, then send. */
  onValid: () => void;
};

function Summary({
  doctorName,
  day,
  date,
  slot,
  onChangeTime,
}: Pick<DetailsStepProps, 'doctorName' | 'day' | 'date' | 'slot' | 'onChangeTime'>) {
  const intl = useIntl();
  const locale = localeOf(intl);
  const titleId = useId();
  const row = (term: string, value: ReactNode) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="text-sm text-muted-foreground sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="text-base font-medium text-foreground">{value}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-foreground">
          {intl.formatMessage(messages.summaryTitle)}
        </h3>
        <Button variant="outline" onClick={onChangeTime}>
          {intl.formatMessage(messages.changeTime)}
        </Button>
      </div>
      {slot ? (
        <dl className="flex flex-col gap-2">
          {doctorName ? row(intl.formatMessage(messages.doctor), doctorName) : null}
          {row(
            intl.formatMessage(messages.date),
            intl.formatMessage(messages.dayDate, {
              day: intl.formatMessage(weekdayMessages[day]),
              date: formatDate(date, locale),
            }),
          )}
          {row(
            intl.formatMessage(messages.time),
            formatTimeRange(intl, slot.startTime, slot.endTime),
          )}
          {row(intl.formatMessage(messages.hospital), slot.hospital.name)}
          {row(intl.formatMessage(messages.department), specialtyLabel(intl, slot.department))}
          {row(intl.formatMessage(messages.fee), formatRupees(slot.consultationFee, locale))}
        </dl>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            {intl.formatMessage(messages.summaryLoading)}
          </p>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
    </section>
  );
}

/** Step 3: who the appointment is for and why, documents, history paper; then submit. */
export function DetailsStep(props: DetailsStepProps) {
  const {
    details,
    onDetailsChange,
    documents,
    onDocumentsChange,
    historyPaper,
    serverErrors,
    notice,
    submitting,
  } = props;
  const intl = useIntl();
  const ids = useId();
  const fieldId = (name: keyof DetailsInput) => `${ids}-${name}`;
  const [submitted, setSubmitted] = useState(false);
  const [tooMany, setTooMany] = useState(false);

  const problems: DetailsErrors = submitted ? validateDetails(details) : {};
  const problemText = {
    patientName: { required: messages.nameRequired, invalid: messages.nameRequired },
    phone: { required: messages.phoneRequired, invalid: messages.phoneInvalid },
    reason: { required: messages.reasonRequired, invalid: messages.reasonRequired },
  } as const;
  const errorOf = (name: keyof DetailsInput) => {
    const problem = problems[name];
    return problem ? intl.formatMessage(problemText[name][problem]) : serverErrors[name];
  };
  const set = (name: keyof DetailsInput, value: string) =>
    onDetailsChange({ ...details, [name]: value });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const errors = validateDetails(details);
    const first = detailsFields.find((name) => errors[name]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    props.onValid();
  };

  const handleFiles = (files: File[]) => {
    // The drop zone checks each file's type and size; the number is checked here.
    setTooMany(files.length > MAX_BOOKING_DOCUMENTS);
    onDocumentsChange(files.slice(0, MAX_BOOKING_DOCUMENTS));
  };

  return (
    <>
      <Summary {...props} />
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
        {notice}
        <div role="alert" aria-atomic="true">
          {missesRequired(problems) ? (
            <Alert tone="danger">{intl.formatMessage(messages.requiredFields)}</Alert>
          ) : null}
        </div>
        <Field
          label={intl.formatMessage(messages.patientName)}
          required
          controlId={fieldId('patientName')}
          error={errorOf('patientName')}
        >
          <Input
            name="patientName"
            autoComplete="name"
            maxLength={100}
            value={details.patientName}
            onChange={(event) => set('patientName', event.target.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.phone)}
          required
          controlId={fieldId('phone')}
          error={errorOf('phone')}
        >
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            value={details.phone}
            onChange={(event) => set('phone', event.target.value)}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.reason)}
          hint={intl.formatMessage(messages.reasonHint)}
          required
          controlId={fieldId('reason')}
          error={errorOf('reason')}
        >
          <Textarea
            name="reason"
            rows={3}
            maxLength={1000}
            value={details.reason}
            onChange={(event) => set('reason', event.target.value)}
          />
        </Field>

        <div className="flex flex-col gap-1">
          <FileDrop
            label={intl.formatMessage(messages.documents)}
            name="historyDocuments"
            accept={documentAccept.split(',')}
            maxSize={MAX_DOCUMENT_BYTES}
            multiple
            files={documents}
            onFiles={handleFiles}
            typeError={intl.formatMessage(messages.fileType)}
            sizeError={intl.formatMessage(messages.fileSize, { megabytes: MEGABYTES })}
          />
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.documentsHint, {
              count: MAX_BOOKING_DOCUMENTS,
              megabytes: MEGABYTES,
            })}
          </p>
          <div aria-live="polite">
            {tooMany ? (
              <p className="text-sm font-medium text-danger">
                {intl.formatMessage(messages.tooManyFiles, { count: MAX_BOOKING_DOCUMENTS })}
              </p>
            ) : null}
          </div>
        </div>

        <div className="flex flex-col gap-2 rounded-lg border border-border p-4">
          <p className="text-sm font-medium text-foreground">
            {intl.formatMessage(messages.historyPaper)}
          </p>
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.historyPaperHint)}
          </p>
          {historyPaper ? (
            <>
              <p className="flex items-center gap-2 text-base text-foreground">
                <ClipboardList aria-hidden className="size-5 shrink-0 text-success" />
                {intl.formatMessage(messages.historyPaperAdded, {
                  count: historyPaper.symptoms.length,
                })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={props.onEditHistoryPaper}>
                  <Pencil aria-hidden />
                  {intl.formatMessage(messages.editHistoryPaper)}
                </Button>
                <Button variant="ghost" onClick={props.onRemoveHistoryPaper}>
                  <Trash2 aria-hidden />
                  {intl.formatMessage(messages.removeHistoryPaper)}
                </Button>
              </div>
            </>
          ) : (
            <Button variant="outline" className="w-fit" onClick={props.onEditHistoryPaper}>
              <ClipboardList aria-hidden />
              {intl.formatMessage(messages.addHistoryPaper)}
            </Button>
          )}
        </div>

        <Button
          type="submit"
          size="lg"
          loading={submitting}
          className="w-full sm:w-auto sm:self-end"
        >
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
    </>
  );
}
