import { z } from 'zod';
import { successEnvelope } from './envelope';
import { attachment, profileDocument } from './doctor-profile-documents';

// The picture and the entries' files (001 §3, §5) are in their own file.
export * from './doctor-profile-documents';

/**
 * The doctor's profile editor (issue 16; 001 §2.12, §3, §4, §5, §7): the doctor's own
 * full profile, saved one section at a time, and the profile picture. What the public
 * doctor page shows is stored in the `doctors` row (ADR 0032), so it changes at once.
 */

// ---- Limits (001 §5) ----

export const AGE_MIN = 22;
export const AGE_MAX = 80;
export const EXPERIENCE_MAX = 50;
export const YEAR_MIN = 1950;
export const BIO_MAX = 1000;
/** How many entries one list of a section may hold. */
export const LIST_MAX = 20;
export const LANGUAGES_MAX = 15;

// ---- Choices (001 §3) ----

export const genders = ['Male', 'Female', 'Other'] as const;
export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const graduationDegrees = ['MBBS', 'BDS'] as const;
export const postGraduationDegrees = ['MD', 'MS', 'MDS', 'DNB', 'Diploma', 'Other'] as const;
export const dmSpecializations = [
  'Cardiology',
  'Neurology',
  'Gastroenterology',
  'Nephrology',
  'Endocrinology',
  'Rheumatology',
  'Oncology',
  'Pulmonology',
  'Infectious Diseases',
  'Other',
] as const;
export const achievementCategories = [
  'Award',
  'Recognition',
  'Publication',
  'Research',
  'Teaching',
  'Community Service',
  'Professional Development',
  'Other',
] as const;

/** The sections that save on their own (001 §7), in the editor's tab order. */
export const profileSections = [
  'basic',
  'nmc',
  'education',
  'experience',
  'research',
  'achievements',
  'bio',
  'socialMedia',
] as const;
export type ProfileSection = (typeof profileSections)[number];

// ---- Field builders ----

const text = (max: number) => z.string().trim().max(max, 'TOO_LONG').default('');
const required = (max: number, code = 'REQUIRED') =>
  z.string(code).trim().min(1, code).max(max, 'TOO_LONG');
/** A year 1950 to this year, or empty (null) where the field is optional. */
const year = z
  .number('PROFILE_YEAR_RANGE')
  .int('PROFILE_YEAR_RANGE')
  .min(YEAR_MIN, 'PROFILE_YEAR_RANGE')
  .refine((y) => y <= new Date().getFullYear(), 'PROFILE_YEAR_RANGE');
const optionalYear = year.nullable().default(null);
/** An ISO date `YYYY-MM-DD`, or empty. */
const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'VALIDATION')
  .default('');
const link = z
  .string()
  .trim()
  .max(500, 'TOO_LONG')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'URL_INVALID')
  .default('');

/** True when every text of a list item is empty and no number is set (001 §5: ignored). */
function isEmptyItem(item: unknown): boolean {
  if (!item || typeof item !== 'object') return false;
  return Object.values(item).every(
    (v) => v === undefined || v === null || (typeof v === 'string' && v.trim() === ''),
  );
}
/** A list whose items with all fields empty are dropped before they are checked. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.filter((i) => !isEmptyItem(i)) : v),
    z.array(item).max(LIST_MAX, 'TOO_MANY_ITEMS'),
  );

// ---- Sections (001 §3) ----

export const basicSection = z.object({
  fullName: required(120, 'NAME_REQUIRED'),
  phoneNumber: z
    .string('PHONE_INVALID')
    .trim()
    .regex(/^(\+977[- ]?)?9[78]\d{8}$|^0\d{1,2}-?\d{6,7}$/, 'PHONE_INVALID'),
  email: z.string('EMAIL_INVALID').trim().toLowerCase().email('EMAIL_INVALID').max(200, 'TOO_LONG'),
  age: z
    .number('PROFILE_AGE_RANGE')
    .int('PROFILE_AGE_RANGE')
    .min(AGE_MIN, 'PROFILE_AGE_RANGE')
    .max(AGE_MAX, 'PROFILE_AGE_RANGE')
    .nullable()
    .default(null),
  gender: z.enum([...genders, '']).default(''),
  bloodGroup: z.enum([...bloodGroups, '']).default(''),
  specialization: required(100),
  experience: z
    .number('PROFILE_EXPERIENCE_RANGE')
    .int('PROFILE_EXPERIENCE_RANGE')
    .min(0, 'PROFILE_EXPERIENCE_RANGE')
    .max(EXPERIENCE_MAX, 'PROFILE_EXPERIENCE_RANGE'),
  dateOfBirth: optionalDate,
});
export type BasicSection = z.input<typeof basicSection>;

export const nmcSection = z.object({
  nmcNumber: z
    .string('NMC_NUMBER_REQUIRED')
    .trim()
    .min(1, 'NMC_NUMBER_REQUIRED')
    .regex(/^(NMC-?)?\d{1,8}$/i, 'NMC_NUMBER_INVALID')
    .transform((v) => `NMC-${v.replace(/^NMC-?/i, '')}`),
});
export type NmcSection = z.input<typeof nmcSection>;

export const medicalCollege = z.object({
  name: text(200),
  passedOutYear: optionalYear,
  location: text(120),
});
export const graduation = z.object({
  degree: z.enum([...graduationDegrees, '']).default(''),
  institution: text(200),
  year: optionalYear,
  grade: text(40),
  certificate: attachment,
});
export const postGraduation = z.object({
  degree: z.enum([...postGraduationDegrees, '']).default(''),
  specialization: text(100),
  institution: text(200),
  year: optionalYear,
  grade: text(40),
  certificate: attachment,
});
export const dmQualification = z.object({
  specialization: z.enum([...dmSpecializations, '']).default(''),
  institution: text(200),
  year: optionalYear,
  grade: text(40),
  certificate: attachment,
});
export const fellowship = z.object({
  title: text(200),
  institution: text(200),
  year: optionalYear,
  duration: text(60),
  certificate: attachment,
});
export const educationSection = z.object({
  medicalCollege,
  graduation,
  postGraduation: list(postGraduation),
  dmQualifications: list(dmQualification),
  fellowships: list(fellowship),
});
export type EducationSection = z.input<typeof educationSection>;

export const workingPlace = z.object({
  hospitalName: required(200, 'PROFILE_WORKPLACE_REQUIRED'),
  position: required(120, 'PROFILE_WORKPLACE_REQUIRED'),
  department: text(120),
  startDate: optionalDate,
  workingHours: text(80),
  contactNumber: text(40),
});
export const experienceSection = z.object({ currentWorkingPlaces: list(workingPlace) });
export type ExperienceSection = z.input<typeof experienceSection>;

export const publication = z.object({
  title: required(300, 'PROFILE_RESEARCH_REQUIRED'),
  journal: text(200),
  year: z
    .number('PROFILE_RESEARCH_REQUIRED')
    .int('PROFILE_YEAR_RANGE')
    .min(YEAR_MIN, 'PROFILE_YEAR_RANGE')
    .refine((y) => y <= new Date().getFullYear(), 'PROFILE_YEAR_RANGE'),
  authors: text(300),
  link,
  description: text(1000),
  document: attachment,
});
export const researchSection = z.object({ researchPublications: list(publication) });
export type ResearchSection = z.input<typeof researchSection>;

export const achievement = z.object({
  title: required(200, 'PROFILE_ACHIEVEMENT_TITLE_REQUIRED'),
  description: text(1000),
  year: optionalYear,
  category: z.enum([...achievementCategories, '']).default(''),
  document: attachment,
  image: attachment,
});
export const specialSkill = z.object({
  skill: text(120),
  description: text(500),
  certificationDate: optionalDate,
  certificate: attachment,
  image: attachment,
});
export const achievementsSection = z.object({
  achievements: list(achievement),
  specialSkills: list(specialSkill),
});
export type AchievementsSection = z.input<typeof achievementsSection>;

export const bioSection = z.object({
  bio: z.string().trim().max(BIO_MAX, 'PROFILE_BIO_TOO_LONG').default(''),
  languages: z
    .array(z.string().trim().min(1, 'REQUIRED').max(40, 'TOO_LONG'))
    .max(LANGUAGES_MAX, 'TOO_MANY_ITEMS')
    .refine(
      (l) => new Set(l.map((x) => x.toLowerCase())).size === l.length,
      'PROFILE_LANGUAGE_DUPLICATE',
    )
    .default([]),
});
export type BioSection = z.input<typeof bioSection>;

export const socialMediaSection = z.object({
  socialMedia: z.object({
    linkedin: link,
    facebook: link,
    twitter: link,
    website: link,
    other: link,
  }),
});
export type SocialMediaSection = z.input<typeof socialMediaSection>;

/** Each section's schema, by its name (the `:section` of the path). */
export const sectionSchemas = {
  basic: basicSection,
  nmc: nmcSection,
  education: educationSection,
  experience: experienceSection,
  research: researchSection,
  achievements: achievementsSection,
  bio: bioSection,
  socialMedia: socialMediaSection,
} as const satisfies Record<ProfileSection, z.ZodType>;

/**
 * `PUT /doctor/profile/:section`: the section's fields, with `section` naming it again
 * (it must match the path).
 */
export const profileSectionBody = z.discriminatedUnion('section', [
  basicSection.extend({ section: z.literal('basic') }),
  nmcSection.extend({ section: z.literal('nmc') }),
  educationSection.extend({ section: z.literal('education') }),
  experienceSection.extend({ section: z.literal('experience') }),
  researchSection.extend({ section: z.literal('research') }),
  achievementsSection.extend({ section: z.literal('achievements') }),
  bioSection.extend({ section: z.literal('bio') }),
  socialMediaSection.extend({ section: z.literal('socialMedia') }),
]);
export type ProfileSectionBody = z.input<typeof profileSectionBody>;

/** The picture upload: the file `profilePicture`, no other fields. */
export const profilePictureFields = z.object({});

// ---- The whole profile (001 §3) ----

export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;

export const doctorProfile = z.object({
  id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  age: z.number().nullable(),
  gender: z.enum([...genders, '']),
  bloodGroup: z.enum([...bloodGroups, '']),
  specialization: z.string(),
  experience: z.number(),
  dateOfBirth: z.string(),
  /** The stored picture's file name, or null; `photoUrl` is where it is served. */
  profilePhoto: z.string().nullable(),
  photoUrl: z.string().nullable(),
  nmcNumber: z.string(),
  nmcVerified: z.boolean(),
  verificationStatus: z.enum(verificationStatuses),
  verificationMessage: z.string(),
  manualVerificationRequested: z.boolean(),
  medicalCollege: z.object({
    name: z.string(),
    passedOutYear: z.number().nullable(),
    location: z.string(),
  }),
  graduation: z.object({
    degree: z.enum([...graduationDegrees, '']),
    institution: z.string(),
    year: z.number().nullable(),
    grade: z.string(),
    certificate: profileDocument.nullable(),
  }),
  postGraduation: z.array(postGraduation),
  dmQualifications: z.array(dmQualification),
  fellowships: z.array(fellowship),
  currentWorkingPlaces: z.array(workingPlace),
  researchPublications: z.array(publication),
  achievements: z.array(achievement),
  specialSkills: z.array(specialSkill),
  bio: z.string(),
  languages: z.array(z.string()),
  socialMedia: z.object({
    linkedin: z.string(),
    facebook: z.string(),
    twitter: z.string(),
    website: z.string(),
    other: z.string(),
  }),
  updatedAt: z.string().nullable(),
});
export type DoctorProfile = z.infer<typeof doctorProfile>;

export const doctorProfileResponse = successEnvelope(doctorProfile);
export type DoctorProfileResponse = z.infer<typeof doctorProfileResponse>;
