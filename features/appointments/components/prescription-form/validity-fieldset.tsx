import { useIntl } from 'react-intl';
import { addCalendarDays } from '@contract/calendar';
import { PRESCRIPTION_MAX_VALID_DAYS } from '@contract/prescription-rules';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Group } from './fieldset-parts';
import { messages } from './messages';
import type { PrescriptionValues } from './prescription-schema';

/**
 * How long the prescription may be used (ADR 0028): a new one starts at the default days
 * from today; the doctor may set today to a year ahead, which also renews an expired one.
 */
export function ValidityFieldset({
  earliest,
}: {
  /** The earliest date offered, YYYY-MM-DD (today in Nepal). */
  earliest: string;
}) {
  const intl = useIntl();
  return (
    <Group legend={intl.formatMessage(messages.validity)}>
      <FormField<PrescriptionValues, 'validUntil'>
        name="validUntil"
        label={intl.formatMessage(messages.validUntil)}
        hint={intl.formatMessage(messages.validUntilHint, { days: PRESCRIPTION_MAX_VALID_DAYS })}
        className="sm:max-w-xs"
        render={(props) => (
          <Input
            {...props}
            type="date"
            min={earliest}
            max={addCalendarDays(earliest, PRESCRIPTION_MAX_VALID_DAYS)}
          />
        )}
      />
    </Group>
  );
}
