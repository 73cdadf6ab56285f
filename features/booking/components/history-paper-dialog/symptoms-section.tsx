import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { symptoms, type Symptom } from '@contract/appointments';
import { Checkbox } from '@ui/checkbox';
import { Input } from '@ui/input';
import type { HistoryPaperDraft } from './history-paper-form';
import type { Labels } from './messages';

/** The contract's limit on a symptom's days, for the number input's own hint. */
const MAX_DAYS = 3650;

function SymptomRow({ symptom, labels }: { symptom: Symptom; labels: Labels }) {
  const id = useId();
  const nameId = `${id}-name`;
  const daysLabelId = `${id}-days-label`;
  const errorId = `${id}-error`;
  const { control } = useFormContext<HistoryPaperDraft>();
  const checked = useController({ control, name: `symptoms.${symptom}.checked` }).field;
  const { field: days, fieldState } = useController({ control, name: `symptoms.${symptom}.days` });
  const invalid = checked.value && fieldState.error !== undefined;
  return (
    <li className="flex min-h-touch flex-col justify-center gap-1">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Checkbox
          checked={checked.value}
          onCheckedChange={(next) => checked.onChange(next === true)}
          label={labels[symptom]}
        />
        <span id={nameId} hidden>
          {labels[symptom]}
        </span>
        {checked.value ? (
          <span className="flex items-center gap-2">
            <label id={daysLabelId} htmlFor={`${id}-days`} className="text-sm text-foreground">
              {labels.days}
            </label>
            <Input
              {...days}
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAYS}
              step={1}
              invalid={invalid}
              aria-labelledby={`${nameId} ${daysLabelId}`}
              aria-describedby={invalid ? errorId : undefined}
              className="w-24"
            />
          </span>
        ) : null}
      </div>
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {labels.daysInvalid}
        </p>
      ) : null}
    </li>
  );
}

/** The symptoms of 002 §3: each ticked one with for how many days. */
export function SymptomsSection({ labels }: { labels: Labels }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold text-foreground">{labels.symptoms}</legend>
      <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {symptoms.map((symptom) => (
          <SymptomRow key={symptom} symptom={symptom} labels={labels} />
        ))}
      </ul>
    </fieldset>
  );
}
