import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { Field } from '@ui/field';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { RadioGroup } from '@ui/radio-group';
import { useSecondOpinionDoctors } from '../../api/second-opinion-doctors';
import { messages, valued } from './messages';

/** The visit's own doctor, the choice when none other is picked (the API's default). */
const SAME = '';

export type SecondOpinionDoctorProps = {
  /** The doctor of the past visit (doctors' `_id` and name). */
  visitDoctor: { id: string; name: string };
};

/**
 * Who gives the second opinion (ADR 0042): the doctor of the visit unless the patient
 * picks another verified doctor from the public search. A field of the ask's form
 * (`doctorId`, left out for the visit's doctor); the server's refusal lands under it.
 */
export function SecondOpinionDoctor({ visitDoctor }: SecondOpinionDoctorProps) {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const search = useSecondOpinionDoctors(useDeferredValue(q.trim()));
  const others = (search.doctors ?? []).filter((d) => d._id !== visitDoctor.id);
  let status: string | null = null;
  if (search.failed) status = intl.formatMessage(messages.doctorsFailed);
  else if (search.loading) status = intl.formatMessage(messages.doctorsLoading);
  else if (q.trim() && others.length === 0) status = intl.formatMessage(messages.noDoctors);
  return (
    <div className="flex flex-col gap-2">
      <Field
        label={intl.formatMessage(messages.doctorSearch)}
        hint={intl.formatMessage(messages.doctorSearchHint)}
      >
        <Input
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={intl.formatMessage(messages.doctorSearchPlaceholder)}
          autoComplete="off"
        />
      </Field>
      <FormField
        name="doctorId"
        label={intl.formatMessage(messages.doctor)}
        render={({ value, onChange, ref, name }) => (
          <RadioGroup
            ref={ref}
            name={name}
            value={value ?? SAME}
            onValueChange={(id) => onChange(id === SAME ? undefined : id)}
            className="max-h-64 overflow-y-auto"
            options={[
              {
                value: SAME,
                label: intl.formatMessage(valued.sameDoctor, { doctor: visitDoctor.name }),
              },
              ...others.map((d) => ({
                value: d._id,
                label: d.fullName,
                hint: intl.formatMessage(valued.doctorDetail, {
                  specialty: d.specialization,
                  city: d.clinicDetails.address.city,
                }),
              })),
            ]}
          />
        )}
      />
      {status ? (
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      ) : null}
    </div>
  );
}
