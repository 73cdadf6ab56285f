import { Plus, X } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@ui/button';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { addOnEnter, Group, listErrorOf, type PrescriptionFormApi } from './fieldset-parts';
import { messages } from './messages';
import { addAllergy, limits, type PrescriptionValues } from './prescription-schema';

/**
 * The patient's allergies (001 §3): typed and added one at a time (or with Enter),
 * trimmed, never empty, each listed once in any case (001 §5).
 */
export function AllergiesFieldset({ form }: { form: PrescriptionFormApi }) {
  const intl = useIntl();
  const { control, getValues, setValue, setError, clearErrors, setFocus, formState } = form;
  const allergies = useWatch({ control, name: 'allergies' });
  const listError = listErrorOf(formState.errors.allergies);

  const addTyped = () => {
    const next = addAllergy(getValues('allergies'), getValues('newAllergy'));
    if (!next) {
      setError(
        'newAllergy',
        { type: 'manual', message: 'ALLERGY_REQUIRED' },
        { shouldFocus: true },
      );
      return;
    }
    setValue('allergies', next);
    setValue('newAllergy', '');
    clearErrors(['newAllergy', 'allergies']);
    setFocus('newAllergy');
  };

  return (
    <Group
      list
      legend={intl.formatMessage(messages.allergies)}
      error={listError ? form.describeError(listError) : undefined}
    >
      {allergies.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {allergies.map((allergy) => (
            <li
              key={allergy}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-muted ps-3 text-sm text-foreground"
            >
              <span className="break-all">{allergy}</span>
              <Button
                variant="ghost"
                size="icon"
                className="rounded-full"
                aria-label={intl.formatMessage(messages.removeAllergy, { name: allergy })}
                onClick={() =>
                  setValue(
                    'allergies',
                    allergies.filter((a) => a !== allergy),
                  )
                }
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.noAllergies)}</p>
      )}
      {allergies.length < limits.allergies ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField<PrescriptionValues, 'newAllergy'>
            name="newAllergy"
            label={intl.formatMessage(messages.allergy)}
            className="flex-1"
            render={({ onChange, ...props }) => (
              <Input
                {...props}
                maxLength={limits.allergy}
                autoComplete="off"
                onKeyDown={(event) => addOnEnter(event, addTyped)}
                onChange={(event) => {
                  onChange(event);
                  clearErrors('newAllergy');
                }}
              />
            )}
          />
          <Button variant="outline" className="sm:mt-7" onClick={addTyped}>
            <Plus aria-hidden />
            {intl.formatMessage(messages.addAllergy)}
          </Button>
        </div>
      ) : null}
    </Group>
  );
}
