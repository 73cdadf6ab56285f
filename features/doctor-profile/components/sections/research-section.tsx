import { useIntl } from 'react-intl';
import { type DoctorProfile, researchSection } from '@contract/doctor-profile';
import { DocumentField } from './document-field';
import { ListEditor } from './list-editor';
import { fieldMessages as m } from './messages';
import { NumberInput, SectionForm, type SectionProps, TextInput } from './section-form';

/** Research (001 §3): publications; title and year required (§5). */
export function ResearchSection({ profile, ...props }: SectionProps & { profile: DoctorProfile }) {
  const intl = useIntl();
  return (
    <SectionForm
      section="research"
      schema={researchSection}
      values={{ researchPublications: profile.researchPublications }}
      {...props}
    >
      <ListEditor
        name="researchPublications"
        title={m.publications}
        what={intl.formatMessage(m.publications)}
        empty={{
          title: '',
          journal: '',
          year: null,
          authors: '',
          link: '',
          description: '',
          document: null,
        }}
        editing={props.editing}
      >
        {(p) => (
          <>
            <TextInput name={`${p}.title`} label={m.title} required maxLength={300} />
            <TextInput name={`${p}.journal`} label={m.journal} />
            <NumberInput
              name={`${p}.year`}
              label={m.year}
              min={1950}
              max={new Date().getFullYear()}
              required
            />
            <TextInput name={`${p}.authors`} label={m.authors} maxLength={300} />
            <TextInput name={`${p}.link`} label={m.link} type="url" maxLength={500} />
            <TextInput name={`${p}.description`} label={m.description} maxLength={1000} />
            <DocumentField name={`${p}.document`} kind="document" editing={props.editing} />
          </>
        )}
      </ListEditor>
    </SectionForm>
  );
}
