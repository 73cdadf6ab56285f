import { useIntl } from 'react-intl';
import {
  achievementCategories,
  achievementsSection,
  type DoctorProfile,
} from '@contract/doctor-profile';
import { DocumentField } from './document-field';
import { documentMessages } from './document-messages';
import { ListEditor } from './list-editor';
import { fieldMessages as m } from './messages';
import {
  ChoiceInput,
  NumberInput,
  SectionForm,
  type SectionProps,
  TextInput,
} from './section-form';

/** Achievements (001 §3): achievements (a title required) and special skills. */
export function AchievementsSection({
  profile,
  ...props
}: SectionProps & { profile: DoctorProfile }) {
  const intl = useIntl();
  return (
    <SectionForm
      section="achievements"
      schema={achievementsSection}
      values={{ achievements: profile.achievements, specialSkills: profile.specialSkills }}
      {...props}
    >
      <ListEditor
        name="achievements"
        title={m.achievements}
        what={intl.formatMessage(m.achievements)}
        empty={{
          title: '',
          description: '',
          year: null,
          category: '',
          document: null,
          image: null,
        }}
        editing={props.editing}
      >
        {(p) => (
          <>
            <TextInput name={`${p}.title`} label={m.title} required />
            <ChoiceInput
              name={`${p}.category`}
              label={m.category}
              options={achievementCategories.map((c) => ({ value: c, label: c }))}
            />
            <NumberInput
              name={`${p}.year`}
              label={m.year}
              min={1950}
              max={new Date().getFullYear()}
            />
            <TextInput name={`${p}.description`} label={m.description} maxLength={1000} />
            <DocumentField name={`${p}.document`} kind="document" editing={props.editing} />
            <DocumentField name={`${p}.image`} kind="image" editing={props.editing} />
          </>
        )}
      </ListEditor>
      <ListEditor
        name="specialSkills"
        title={m.specialSkills}
        what={intl.formatMessage(m.specialSkills)}
        empty={{
          skill: '',
          description: '',
          certificationDate: '',
          certificate: null,
          image: null,
        }}
        editing={props.editing}
      >
        {(p) => (
          <>
            <TextInput name={`${p}.skill`} label={m.skill} required maxLength={120} />
            <TextInput name={`${p}.certificationDate`} label={m.certificationDate} type="date" />
            <TextInput name={`${p}.description`} label={m.description} maxLength={500} />
            <DocumentField
              name={`${p}.certificate`}
              kind="document"
              label={documentMessages.certificate}
              editing={props.editing}
            />
            <DocumentField name={`${p}.image`} kind="image" editing={props.editing} />
          </>
        )}
      </ListEditor>
    </SectionForm>
  );
}
