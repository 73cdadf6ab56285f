import { useIntl } from 'react-intl';
import {
  type DoctorProfile,
  dmSpecializations,
  educationSection,
  graduationDegrees,
  postGraduationDegrees,
} from '@contract/doctor-profile';
import { DocumentField } from './document-field';
import { ListEditor } from './list-editor';
import { fieldMessages as m } from './messages';
import {
  ChoiceInput,
  grid,
  Group,
  NumberInput,
  SectionForm,
  type SectionProps,
  TextInput,
} from './section-form';

const thisYear = new Date().getFullYear();
const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Education (001 §3): medical college, graduation, post graduation, DM, fellowships. */
export function EducationSection({ profile, ...props }: SectionProps & { profile: DoctorProfile }) {
  const intl = useIntl();
  const year = (name: string) => (
    <NumberInput name={name} label={m.year} min={1950} max={thisYear} />
  );
  return (
    <SectionForm
      section="education"
      schema={educationSection}
      values={{
        medicalCollege: profile.medicalCollege,
        graduation: profile.graduation,
        postGraduation: profile.postGraduation,
        dmQualifications: profile.dmQualifications,
        fellowships: profile.fellowships,
      }}
      {...props}
    >
      <Group title={m.medicalCollege}>
        <div className={grid}>
          <TextInput name="medicalCollege.name" label={m.collegeName} />
          <TextInput name="medicalCollege.location" label={m.location} maxLength={120} />
          <NumberInput
            name="medicalCollege.passedOutYear"
            label={m.passedOutYear}
            min={1950}
            max={thisYear}
          />
        </div>
      </Group>
      <Group title={m.graduation}>
        <div className={grid}>
          <ChoiceInput
            name="graduation.degree"
            label={m.degree}
            options={plain(graduationDegrees)}
          />
          <TextInput name="graduation.institution" label={m.institution} />
          {year('graduation.year')}
          <TextInput name="graduation.grade" label={m.grade} maxLength={40} />
          <DocumentField name="graduation.certificate" kind="certificate" editing={props.editing} />
        </div>
      </Group>
      <ListEditor
        name="postGraduation"
        title={m.postGraduation}
        what={intl.formatMessage(m.postGraduation)}
        empty={{
          degree: '',
          specialization: '',
          institution: '',
          year: null,
          grade: '',
          certificate: null,
        }}
        editing={props.editing}
      >
        {(p) => (
          <>
            <ChoiceInput
              name={`${p}.degree`}
              label={m.degree}
              options={plain(postGraduationDegrees)}
            />
            <TextInput name={`${p}.specialization`} label={m.specialization} maxLength={100} />
            <TextInput name={`${p}.institution`} label={m.institution} />
            {year(`${p}.year`)}
            <TextInput name={`${p}.grade`} label={m.grade} maxLength={40} />
            <DocumentField name={`${p}.certificate`} kind="certificate" editing={props.editing} />
          </>
        )}
      </ListEditor>
      <ListEditor
        name="dmQualifications"
        title={m.dmQualifications}
        what={intl.formatMessage(m.dmQualifications)}
        empty={{ specialization: '', institution: '', year: null, grade: '', certificate: null }}
        editing={props.editing}
      >
        {(p) => (
          <>
            <ChoiceInput
              name={`${p}.specialization`}
              label={m.specialization}
              options={plain(dmSpecializations)}
            />
            <TextInput name={`${p}.institution`} label={m.institution} />
            {year(`${p}.year`)}
            <TextInput name={`${p}.grade`} label={m.grade} maxLength={40} />
            <DocumentField name={`${p}.certificate`} kind="certificate" editing={props.editing} />
          </>
        )}
      </ListEditor>
      <ListEditor
        name="fellowships"
        title={m.fellowships}
        what={intl.formatMessage(m.fellowships)}
        empty={{ title: '', institution: '', year: null, duration: '', certificate: null }}
        editing={props.editing}
      >
        {(p) => (
          <>
            <TextInput name={`${p}.title`} label={m.title} />
            <TextInput name={`${p}.institution`} label={m.institution} />
            {year(`${p}.year`)}
            <TextInput name={`${p}.duration`} label={m.duration} maxLength={60} />
            <DocumentField name={`${p}.certificate`} kind="certificate" editing={props.editing} />
          </>
        )}
      </ListEditor>
    </SectionForm>
  );
}
