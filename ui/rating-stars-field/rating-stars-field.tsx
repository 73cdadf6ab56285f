import { FormField } from '@ui/form';
import { RatingStars, type RatingStarsProps } from '@ui/rating-stars';

type Size = RatingStarsProps['size'];

/** A star rating as one field of a `Form`: the label, the error, and 1 to 5 stars to pick. */
export function RatingStarsField({
  name,
  label,
  required,
  size,
}: {
  name: string;
  label: string;
  required?: boolean;
  size?: Size;
}) {
  return (
    <FormField
      name={name}
      required={required}
      label={label}
      render={({ value, onChange, name: fieldName }) => (
        <RatingStars
          mode="input"
          size={size}
          name={fieldName}
          value={typeof value === 'number' ? value : 0}
          onChange={onChange}
          label={label}
        />
      )}
    />
  );
}

/** The optional criteria of a rating (`criteria.<name>`), each a star field, under a legend. */
export function RatingCriteriaFieldset({
  legend,
  criteria,
  size,
}: {
  legend: string;
  criteria: readonly { name: string; label: string }[];
  size?: Size;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      {criteria.map((criterion) => (
        <RatingStarsField
          key={criterion.name}
          name={`criteria.${criterion.name}`}
          label={criterion.label}
          size={size}
        />
      ))}
    </fieldset>
  );
}
