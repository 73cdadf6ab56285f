import { type DoctorProfile, socialMediaSection } from '@contract/doctor-profile';
import { fieldMessages as m } from './messages';
import { grid, SectionForm, type SectionProps, TextInput } from './section-form';

/** Social Media (001 §3): LinkedIn, Facebook, Twitter, website and another link. */
export function SocialMediaSection({
  profile,
  ...props
}: SectionProps & { profile: DoctorProfile }) {
  return (
    <SectionForm
      section="socialMedia"
      schema={socialMediaSection}
      values={{ socialMedia: profile.socialMedia }}
      {...props}
    >
      <div className={grid}>
        {(['linkedin', 'facebook', 'twitter', 'website', 'other'] as const).map((key) => (
          <TextInput
            key={key}
            name={`socialMedia.${key}`}
            label={m[key]}
            type="url"
            maxLength={500}
          />
        ))}
      </div>
    </SectionForm>
  );
}
