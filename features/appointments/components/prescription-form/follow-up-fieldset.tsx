import { Controller, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Checkbox } from '@ui/checkbox';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Textarea } from '@ui/textarea';
import { Group, type PrescriptionFormApi } from './fieldset-parts';
import { messages } from './messages';
import { limits, type PrescriptionValues } from './prescription-schema';

/**
 * The follow-up (001 §3): whether a visit is needed; then its date, today or later, and
 * notes.
 */
export function FollowUpFieldset({
  form,
  earliest,
}: {
  form: PrescriptionFormApi;
  /** The earliest date offered, YYYY-MM-DD. */
  earliest: string;
}) {
  const intl = useIntl();
  const { control, clearErrors } = form;
  const required = useWatch({ control, name: 'followUp.required' });
  return (
    <Group legend={intl.formatMessage(messages.followUp)}>
      <Controller
        control={control}
        name="followUp.required"
        render={({ field: { value, onChange, ...field } }) => (
          <Checkbox
            {...field}
            label={intl.formatMessage(messages.followUpRequired)}
            checked={value}
            onCheckedChange={(checked) => {
              onChange(checked === true);
              clearErrors('followUp.date');
            }}
          />
        )}
      />
      {required ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField<PrescriptionValues, 'followUp.date'>
            name="followUp.date"
            label={intl.formatMessage(messages.followUpDate)}
            required
            render={(props) => <Input {...props} type="date" min={earliest} />}
          />
          <FormField<PrescriptionValues, 'followUp.notes'>
            name="followUp.notes"
            label={intl.formatMessage(messages.followUpNotes)}
            className="sm:col-span-2"
            render={(props) => <Textarea {...props} maxLength={limits.followUpNotes} rows={2} />}
          />
        </div>
      ) : null}
    </Group>
  );
}
