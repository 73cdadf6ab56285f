import { useIntl } from 'react-intl';
import type { ColleagueDoctor, ColleagueHospital } from '@contract/referrals';
import { Field } from '@ui/field';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import type { CarePatient } from './care-form-data';
import { messages, valued } from './messages';
import { useNarrowedColleagues } from './use-narrowed-colleagues';

/** One required choice of the enclosing form, as a select. */
function ChoiceField({
  name,
  label,
  placeholder,
  options,
  onChosen,
}: {
  name: string;
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onChosen?: (value: string) => void;
}) {
  return (
    <FormField
      name={name}
      label={label}
      required
      render={({ value, onChange, name: field }) => (
        <Select
          name={field}
          value={value || undefined}
          onValueChange={(next) => {
            onChange(next);
            onChosen?.(next);
          }}
          placeholder={placeholder}
          options={options}
        />
      )}
    />
  );
}

export type CareTargetFieldsProps = {
  /** Given: the form is about this patient and asks no one. Null: the patient field shows. */
  patient: CarePatient | null;
  patients: CarePatient[];
  doctors: ColleagueDoctor[];
  /** The form's field for the doctor and its label ("Doctor", "Consulting doctor"). */
  doctorField: string;
  doctorLabel: string;
  /** Called with the doctor chosen (a transfer fills the specialty from it). */
  onDoctorChosen?: (doctor: ColleagueDoctor) => void;
  /** With hospitals, the form's field for the hospital shows beside the doctor. */
  hospitals?: ColleagueHospital[];
  hospitalField?: string;
};

/**
 * The patient (when not given), the colleague and, for a transfer, the hospital: the
 * choices the Transfer and Request Consultation forms share, as fields of the enclosing
 * contract form (its field errors land under them).
 */
export function CareTargetFields({
  patient,
  patients,
  doctors,
  doctorField,
  doctorLabel,
  onDoctorChosen,
  hospitals,
  hospitalField,
}: CareTargetFieldsProps) {
  const intl = useIntl();
  const withHospital = hospitals !== undefined && hospitalField !== undefined;
  const lists = useNarrowedColleagues({ doctors, hospitals: hospitals ?? [] }, withHospital);
  return (
    <>
      {patient ? null : (
        <ChoiceField
          name="patientId"
          label={intl.formatMessage(messages.patient)}
          placeholder={intl.formatMessage(messages.choosePatient)}
          options={patients.map((p) => ({ value: p.id, label: p.name }))}
        />
      )}
      <Field
        label={intl.formatMessage(withHospital ? messages.findBoth : messages.findDoctor)}
        hint={intl.formatMessage(messages.findHint)}
      >
        <Input
          type="search"
          value={lists.find}
          onChange={(event) => lists.setFind(event.target.value)}
          autoComplete="off"
        />
      </Field>
      {lists.searching || lists.failed ? (
        <p role="status" className="text-sm text-muted-foreground">
          {intl.formatMessage(lists.failed ? messages.findFailed : messages.finding)}
        </p>
      ) : null}
      <div className={withHospital ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'}>
        <ChoiceField
          name={doctorField}
          label={doctorLabel}
          placeholder={intl.formatMessage(messages.chooseDoctor)}
          options={lists.doctors.map((d) => ({
            value: d.id,
            label: intl.formatMessage(valued.doctorOption, {
              name: d.name,
              specialty: d.specialty,
            }),
          }))}
          onChosen={(id) => {
            const doctor = lists.chooseDoctor(id);
            if (doctor) onDoctorChosen?.(doctor);
          }}
        />
        {withHospital ? (
          <ChoiceField
            name={hospitalField}
            label={intl.formatMessage(messages.hospital)}
            placeholder={intl.formatMessage(messages.chooseHospital)}
            options={lists.hospitals.map((h) => ({
              value: h.id,
              label: intl.formatMessage(valued.hospitalOption, { name: h.name, city: h.city }),
            }))}
            onChosen={lists.chooseHospital}
          />
        ) : null}
      </div>
    </>
  );
}
