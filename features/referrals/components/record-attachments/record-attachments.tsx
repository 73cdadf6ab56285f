import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Checkbox } from '@ui/checkbox';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { useAttachableRecords } from '../../api/record-attachments';
import { messages, typeMessages, valued } from './messages';

export type RecordAttachmentsProps = {
  /** Whose records; null until the form knows the patient. */
  patientId: string | null;
  /** The chosen records' ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The contract's limit (referrals and transfers take 10 each). */
  max: number;
  /** The form's or the server's refusal of the attachments, worded. */
  error?: ReactNode;
};

/**
 * The patient's records the doctor may read, to send with a referral or a transfer: a
 * checkbox each with its title, type and date, the limit shown (further boxes are
 * disabled once it is reached), and the loading, empty and failed states. Used by the
 * Refer and Transfer dialogs.
 */
export function RecordAttachments({
  patientId,
  value,
  onChange,
  max,
  error,
}: RecordAttachmentsProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { records, loading, failed, retry } = useAttachableRecords(patientId);
  const full = value.length >= max;
  const toggle = (recordId: string, on: boolean) =>
    onChange(on ? [...value, recordId] : value.filter((v) => v !== recordId));

  let body: ReactNode;
  if (!patientId)
    body = (
      <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.choosePatient)}</p>
    );
  else if (failed)
    body = (
      <ErrorState
        size="sm"
        variant="bordered"
        headingLevel="h3"
        title={intl.formatMessage(messages.failed)}
        description={intl.formatMessage(messages.failedHint)}
        onRetry={retry}
      />
    );
  else if (loading || !records)
    body = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.loading)}
        </p>
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    );
  else if (records.length === 0)
    body = (
      <EmptyState
        size="sm"
        variant="bordered"
        headingLevel="h3"
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHint)}
      />
    );
  else
    body = (
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {records.map((r) => {
          const checked = value.includes(r._id);
          return (
            <li key={r._id}>
              <Checkbox
                label={r.title}
                hint={intl.formatMessage(valued.detail, {
                  type: intl.formatMessage(typeMessages[r.type]),
                  date: formatDate(r.date, locale),
                })}
                checked={checked}
                disabled={!checked && full}
                invalid={error ? true : undefined}
                onCheckedChange={(on) => toggle(r._id, on === true)}
              />
            </li>
          );
        })}
      </ul>
    );

  return (
    <fieldset
      data-slot="record-attachments"
      aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-foreground">
        {intl.formatMessage(messages.legend)}
      </legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {intl.formatMessage(valued.limit, {
          max: formatNumber(max, locale),
          chosen: formatNumber(value.length, locale),
        })}
      </p>
      {body}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
