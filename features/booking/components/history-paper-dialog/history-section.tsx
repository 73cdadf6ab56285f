import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { Checkbox } from '@ui/checkbox';
import { Field } from '@ui/field';
import { Textarea } from '@ui/textarea';
import type { HistoryPaperDraft } from './history-paper-form';
import type { Labels } from './messages';

type Draft = HistoryPaperDraft;

/** A box to tick, and when ticked, a text to say more. */
function YesNoField({
  present,
  text,
  label,
  textLabel,
}: {
  present: FieldPath<Draft>;
  text: FieldPath<Draft>;
  label: string;
  textLabel: string;
}) {
  const { control } = useFormContext<Draft>();
  const ticked = useController({ control, name: present }).field;
  const detail = useController({ control, name: text }).field;
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        checked={ticked.value === true}
        onCheckedChange={(checked) => ticked.onChange(checked === true)}
        label={label}
      />
      {ticked.value === true ? (
        <Field label={textLabel}>
          <Textarea
            {...detail}
            value={typeof detail.value === 'string' ? detail.value : ''}
            rows={2}
            maxLength={1000}
          />
        </Field>
      ) : null}
    </div>
  );
}

/** Past, family, disease and allergy history (002 §3). */
export function HistorySection({ labels }: { labels: Labels }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-foreground">{labels.history}</legend>
      <YesNoField
        present="pastHistory"
        text="pastHistoryDetails"
        label={labels.pastHistory}
        textLabel={labels.pastHistoryDetails}
      />
      <YesNoField
        present="familyHistory.present"
        text="familyHistory.text"
        label={labels.familyHistory}
        textLabel={labels.familyHistoryText}
      />
      <YesNoField
        present="knownDiseases.present"
        text="knownDiseases.text"
        label={labels.knownDiseases}
        textLabel={labels.knownDiseasesText}
      />
      <YesNoField
        present="allergies.present"
        text="allergies.text"
        label={labels.allergies}
        textLabel={labels.allergiesText}
      />
    </fieldset>
  );
}
