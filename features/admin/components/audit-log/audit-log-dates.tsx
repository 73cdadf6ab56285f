import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { messages } from './messages';

export type DateRange = { from: string; to: string };

/** True when both days are set and the end comes before the start. */
export const rangeInvalid = ({ from, to }: DateRange) => Boolean(from && to && to < from);

type AuditLogDatesProps = {
  value: DateRange;
  onChange: (value: DateRange) => void;
};

/** The date-range filter: two calendar days in Nepal's time, the end not before the start. */
export function AuditLogDates({ value, onChange }: AuditLogDatesProps) {
  const intl = useIntl();
  const invalid = rangeInvalid(value);
  const hintId = useId();
  return (
    <fieldset className="flex flex-wrap items-start gap-3" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">{intl.formatMessage(messages.dates)}</legend>
      <p id={hintId} className="w-full text-sm text-muted-foreground">
        {intl.formatMessage(messages.datesHint)}
      </p>
      <Field label={intl.formatMessage(messages.from)} className="w-40">
        <Input
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.to)}
        className="w-40"
        error={invalid ? intl.formatMessage(messages.toBeforeFrom) : undefined}
      >
        <Input
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </Field>
    </fieldset>
  );
}
