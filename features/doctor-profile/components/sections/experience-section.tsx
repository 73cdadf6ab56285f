import { useIntl } from 'react-intl';
import { type DoctorProfile, experienceSection } from '@contract/doctor-profile';
import { ListEditor } from './list-editor';
import { fieldMessages as m } from './messages';
import { SectionForm, type SectionProps, TextInput } from './section-form';

/** Experience (001 §3): current working places; hospital and position required (§5). */
export function ExperienceSection({
  profile,
  ...props
}: SectionProps & { profile: DoctorProfile }) {
  const intl = useIntl();
  return (
    <SectionForm
      section="experience"
      schema={experienceSection}
      values={{ currentWorkingPlaces: profile.currentWorkingPlaces }}
      {...props}
    >
      <ListEditor
        name="currentWorkingPlaces"
        title={m.workingPlaces}
        what={intl.formatMessage(m.workingPlaces)}
        empty={{
          hospitalName: '',
          position: '',
          department: '',
          startDate: '',
          workingHours: '',
          contactNumber: '',
        }}
        editing={props.editing}
      >
        {(p) => (
          <>
            <TextInput name={`${p}.hospitalName`} label={m.hospitalName} required />
            <TextInput name={`${p}.position`} label={m.position} required maxLength={120} />
            <TextInput name={`${p}.department`} label={m.department} maxLength={120} />
            <TextInput name={`${p}.startDate`} label={m.startDate} type="date" />
            <TextInput name={`${p}.workingHours`} label={m.workingHours} maxLength={80} />
            <TextInput
              name={`${p}.contactNumber`}
              label={m.contactNumber}
              type="tel"
              maxLength={40}
            />
          </>
        )}
      </ListEditor>
    </SectionForm>
  );
}
