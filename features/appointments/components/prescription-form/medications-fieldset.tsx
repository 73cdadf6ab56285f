import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { medicationTimings } from '@contract/appointments';
import { Button } from '@ui/button';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { timingMessages } from '../../messages';
import { Group, listErrorOf, type PrescriptionFormApi } from './fieldset-parts';
import { messages } from './messages';
import { emptyMedication, limits, type PrescriptionValues } from './prescription-schema';

type Text = 'name' | 'dosage' | 'frequency' | 'duration' | 'quantity' | 'instructions';

/** Box attributes beyond the text's length: the quantity is a whole number of packs. */
const quantityBox = {
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  max: limits.quantity,
  step: 1,
} as const;

const maxOf: Record<Exclude<Text, 'quantity'>, number> = {
  name: limits.medicineName,
  dosage: limits.dosage,
  frequency: limits.frequency,
  duration: limits.duration,
  instructions: limits.instructions,
};

/** One medication's text box; name, dosage and frequency are required (001 §5). */
function MedicationText({
  index,
  field,
  label,
  placeholder,
  required = false,
  wide = false,
}: {
  index: number;
  field: Text;
  label: string;
  placeholder?: string;
  required?: boolean;
  wide?: boolean;
}) {
  const { getFieldState, clearErrors } = useFormContext<PrescriptionValues>();
  /** Writing in a row answers "add at least one medication". */
  const clearListError = () => {
    const error = getFieldState('medications').error as { root?: unknown; type?: string };
    if (error?.root) clearErrors('medications.root' as 'medications');
    else if (error?.type) clearErrors('medications');
  };
  return (
    <FormField<PrescriptionValues, `medications.${number}.${Text}`>
      name={`medications.${index}.${field}`}
      label={label}
      required={required}
      className={wide ? 'sm:col-span-2' : undefined}
      render={({ onChange, ...props }) => (
        <Input
          {...props}
          {...(field === 'quantity' ? quantityBox : { maxLength: maxOf[field] })}
          autoComplete="off"
          placeholder={placeholder}
          onChange={(event) => {
            onChange(event);
            clearListError();
          }}
        />
      )}
    />
  );
}

/**
 * The medications (001 §3; quantity from 002 §2, §3): one row at first, more with Add medication; a row can be
 * removed only while another remains (001 §5). Rows left wholly empty are not sent.
 */
export function MedicationsFieldset({ form }: { form: PrescriptionFormApi }) {
  const intl = useIntl();
  const { control, setFocus, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'medications' });
  const listError = listErrorOf(formState.errors.medications);
  const canRemove = fields.length > 1;

  const removeRow = (index: number) => {
    if (!canRemove) return;
    remove(index);
    // The row before (or the new first one) takes the keyboard, once it is there.
    requestAnimationFrame(() => setFocus(`medications.${Math.max(0, index - 1)}.name`));
  };

  return (
    <Group
      list
      legend={intl.formatMessage(messages.medications)}
      error={listError ? form.describeError(listError) : undefined}
    >
      <ol className="flex flex-col gap-4">
        {fields.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.id}>
              <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border border-border p-4">
                <legend className="px-1 text-base font-semibold text-foreground">
                  {intl.formatMessage(messages.medication, { number })}
                </legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <MedicationText
                    index={index}
                    field="name"
                    label={intl.formatMessage(messages.medicineName)}
                    required
                    wide
                  />
                  <MedicationText
                    index={index}
                    field="dosage"
                    label={intl.formatMessage(messages.dosage)}
                    placeholder={intl.formatMessage(messages.dosagePlaceholder)}
                    required
                  />
                  <MedicationText
                    index={index}
                    field="frequency"
                    label={intl.formatMessage(messages.frequency)}
                    placeholder={intl.formatMessage(messages.frequencyPlaceholder)}
                    required
                  />
                  <MedicationText
                    index={index}
                    field="duration"
                    label={intl.formatMessage(messages.duration)}
                    placeholder={intl.formatMessage(messages.durationPlaceholder)}
                  />
                  <MedicationText
                    index={index}
                    field="quantity"
                    label={intl.formatMessage(messages.quantity)}
                    placeholder={intl.formatMessage(messages.quantityPlaceholder)}
                  />
                  <FormField<PrescriptionValues, `medications.${number}.timing`>
                    name={`medications.${index}.timing`}
                    label={intl.formatMessage(messages.timing)}
                    render={({ onChange, ...props }) => (
                      <Select
                        {...props}
                        onValueChange={onChange}
                        options={medicationTimings.map((value) => ({
                          value,
                          label: intl.formatMessage(timingMessages[value]),
                        }))}
                      />
                    )}
                  />
                  <MedicationText
                    index={index}
                    field="instructions"
                    label={intl.formatMessage(messages.instructions)}
                    wide
                  />
                </div>
                {canRemove ? (
                  <Button
                    variant="ghost"
                    className="self-end text-danger hover:text-danger"
                    aria-label={intl.formatMessage(messages.removeMedication, { number })}
                    onClick={() => removeRow(index)}
                  >
                    <Trash2 aria-hidden />
                    {intl.formatMessage(messages.remove)}
                  </Button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {fields.length < limits.medications ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() =>
            append(emptyMedication(), { focusName: `medications.${fields.length}.name` })
          }
        >
          <Plus aria-hidden />
          {intl.formatMessage(messages.addMedication)}
        </Button>
      ) : null}
    </Group>
  );
}
