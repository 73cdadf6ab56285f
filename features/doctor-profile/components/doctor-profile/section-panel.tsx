import type { DoctorProfile, ProfileSection } from '@contract/doctor-profile';
import { AchievementsSection } from '../sections/achievements-section';
import { BasicSection } from '../sections/basic-section';
import { BioSection } from '../sections/bio-section';
import { EducationSection } from '../sections/education-section';
import { ExperienceSection } from '../sections/experience-section';
import { NmcSection } from '../sections/nmc-section';
import { PictureField } from '../sections/picture-field';
import { ResearchSection } from '../sections/research-section';
import type { SectionProps } from '../sections/section-form';
import { SocialMediaSection } from '../sections/social-media-section';

const sections = {
  basic: BasicSection,
  nmc: NmcSection,
  education: EducationSection,
  experience: ExperienceSection,
  research: ResearchSection,
  achievements: AchievementsSection,
  bio: BioSection,
  socialMedia: SocialMediaSection,
} as const;

/** One section's tab: its form (and, on Basic Info, the photo). */
export function SectionPanel({
  section,
  profile,
  ...props
}: SectionProps & { section: ProfileSection; profile: DoctorProfile }) {
  const Section = sections[section];
  return (
    <div className="flex flex-col gap-6">
      {section === 'basic' ? <PictureField profile={profile} editing={props.editing} /> : null}
      <Section profile={profile} {...props} />
    </div>
  );
}
