import { defineMessages, type NoMessageValues } from 'react-intl';

/** The profile editor's field labels and list texts (001 §3, §5). */
export const fieldMessages = defineMessages<{
  fullName: NoMessageValues;
  phoneNumber: NoMessageValues;
  email: NoMessageValues;
  age: NoMessageValues;
  gender: NoMessageValues;
  bloodGroup: NoMessageValues;
  specialization: NoMessageValues;
  experience: NoMessageValues;
  dateOfBirth: NoMessageValues;
  picture: NoMessageValues;
  pictureHint: NoMessageValues;
  pictureInvalid: NoMessageValues;
  pictureSaved: NoMessageValues;
  nmcNumber: NoMessageValues;
  nmcLocked: NoMessageValues;
  nmcStatus: NoMessageValues;
  verificationMessage: NoMessageValues;
  medicalCollege: NoMessageValues;
  collegeName: NoMessageValues;
  passedOutYear: NoMessageValues;
  location: NoMessageValues;
  graduation: NoMessageValues;
  postGraduation: NoMessageValues;
  dmQualifications: NoMessageValues;
  fellowships: NoMessageValues;
  degree: NoMessageValues;
  institution: NoMessageValues;
  year: NoMessageValues;
  grade: NoMessageValues;
  title: NoMessageValues;
  duration: NoMessageValues;
  workingPlaces: NoMessageValues;
  hospitalName: NoMessageValues;
  position: NoMessageValues;
  department: NoMessageValues;
  startDate: NoMessageValues;
  workingHours: NoMessageValues;
  contactNumber: NoMessageValues;
  publications: NoMessageValues;
  journal: NoMessageValues;
  authors: NoMessageValues;
  link: NoMessageValues;
  description: NoMessageValues;
  achievements: NoMessageValues;
  category: NoMessageValues;
  specialSkills: NoMessageValues;
  skill: NoMessageValues;
  certificationDate: NoMessageValues;
  bio: NoMessageValues;
  bioCounter: { count: string | number; max: string | number };
  languages: NoMessageValues;
  newLanguage: NoMessageValues;
  addLanguage: NoMessageValues;
  removeLanguage: { language: string | number };
  linkedin: NoMessageValues;
  facebook: NoMessageValues;
  twitter: NoMessageValues;
  website: NoMessageValues;
  other: NoMessageValues;
  choose: NoMessageValues;
  add: { what: string | number };
  remove: { number: string | number };
  entry: { number: string | number };
  none: NoMessageValues;
}>({
  fullName: { id: 'doctorProfile.field.fullName', defaultMessage: 'Full name' },
  phoneNumber: { id: 'doctorProfile.field.phoneNumber', defaultMessage: 'Phone number' },
  email: { id: 'doctorProfile.field.email', defaultMessage: 'Email' },
  age: { id: 'doctorProfile.field.age', defaultMessage: 'Age' },
  gender: { id: 'doctorProfile.field.gender', defaultMessage: 'Gender' },
  bloodGroup: { id: 'doctorProfile.field.bloodGroup', defaultMessage: 'Blood group' },
  specialization: { id: 'doctorProfile.field.specialization', defaultMessage: 'Specialization' },
  experience: { id: 'doctorProfile.field.experience', defaultMessage: 'Years of experience' },
  dateOfBirth: { id: 'doctorProfile.field.dateOfBirth', defaultMessage: 'Date of birth' },
  picture: { id: 'doctorProfile.field.picture', defaultMessage: 'Profile photo' },
  pictureHint: {
    id: 'doctorProfile.field.pictureHint',
    defaultMessage: 'JPG, PNG or WEBP, up to 5 MB. It is saved as soon as you choose it.',
  },
  pictureInvalid: {
    id: 'doctorProfile.field.pictureInvalid',
    defaultMessage: 'Please choose a JPG, PNG or WEBP image of at most 5 MB.',
  },
  pictureSaved: { id: 'doctorProfile.field.pictureSaved', defaultMessage: 'Profile photo saved' },
  nmcNumber: { id: 'doctorProfile.field.nmcNumber', defaultMessage: 'NMC number' },
  nmcLocked: {
    id: 'doctorProfile.field.nmcLocked',
    defaultMessage: 'Your NMC number is verified and can no longer be changed.',
  },
  nmcStatus: { id: 'doctorProfile.field.nmcStatus', defaultMessage: 'Verification status' },
  verificationMessage: {
    id: 'doctorProfile.field.verificationMessage',
    defaultMessage: 'Message from the reviewer',
  },
  medicalCollege: { id: 'doctorProfile.field.medicalCollege', defaultMessage: 'Medical college' },
  collegeName: { id: 'doctorProfile.field.collegeName', defaultMessage: 'College name' },
  passedOutYear: { id: 'doctorProfile.field.passedOutYear', defaultMessage: 'Passed out year' },
  location: { id: 'doctorProfile.field.location', defaultMessage: 'Location' },
  graduation: { id: 'doctorProfile.field.graduation', defaultMessage: 'Graduation' },
  postGraduation: { id: 'doctorProfile.field.postGraduation', defaultMessage: 'Post graduation' },
  dmQualifications: {
    id: 'doctorProfile.field.dmQualifications',
    defaultMessage: 'DM qualifications',
  },
  fellowships: { id: 'doctorProfile.field.fellowships', defaultMessage: 'Fellowships' },
  degree: { id: 'doctorProfile.field.degree', defaultMessage: 'Degree' },
  institution: { id: 'doctorProfile.field.institution', defaultMessage: 'Institution' },
  year: { id: 'doctorProfile.field.year', defaultMessage: 'Year' },
  grade: { id: 'doctorProfile.field.grade', defaultMessage: 'Grade' },
  title: { id: 'doctorProfile.field.title', defaultMessage: 'Title' },
  duration: { id: 'doctorProfile.field.duration', defaultMessage: 'Duration' },
  workingPlaces: {
    id: 'doctorProfile.field.workingPlaces',
    defaultMessage: 'Current working places',
  },
  hospitalName: { id: 'doctorProfile.field.hospitalName', defaultMessage: 'Hospital name' },
  position: { id: 'doctorProfile.field.position', defaultMessage: 'Position' },
  department: { id: 'doctorProfile.field.department', defaultMessage: 'Department' },
  startDate: { id: 'doctorProfile.field.startDate', defaultMessage: 'Start date' },
  workingHours: { id: 'doctorProfile.field.workingHours', defaultMessage: 'Working hours' },
  contactNumber: { id: 'doctorProfile.field.contactNumber', defaultMessage: 'Contact number' },
  publications: {
    id: 'doctorProfile.field.publications',
    defaultMessage: 'Research publications',
  },
  journal: { id: 'doctorProfile.field.journal', defaultMessage: 'Journal' },
  authors: { id: 'doctorProfile.field.authors', defaultMessage: 'Authors' },
  link: { id: 'doctorProfile.field.link', defaultMessage: 'Link' },
  description: { id: 'doctorProfile.field.description', defaultMessage: 'Description' },
  achievements: { id: 'doctorProfile.field.achievements', defaultMessage: 'Achievements' },
  category: { id: 'doctorProfile.field.category', defaultMessage: 'Category' },
  specialSkills: { id: 'doctorProfile.field.specialSkills', defaultMessage: 'Special skills' },
  skill: { id: 'doctorProfile.field.skill', defaultMessage: 'Skill' },
  certificationDate: {
    id: 'doctorProfile.field.certificationDate',
    defaultMessage: 'Certification date',
  },
  bio: { id: 'doctorProfile.field.bio', defaultMessage: 'Bio' },
  bioCounter: {
    id: 'doctorProfile.field.bioCounter',
    defaultMessage: '{count} / {max} characters',
  },
  languages: { id: 'doctorProfile.field.languages', defaultMessage: 'Languages' },
  newLanguage: { id: 'doctorProfile.field.newLanguage', defaultMessage: 'Add a language' },
  addLanguage: { id: 'doctorProfile.field.addLanguage', defaultMessage: 'Add language' },
  removeLanguage: {
    id: 'doctorProfile.field.removeLanguage',
    defaultMessage: 'Remove {language}',
  },
  linkedin: { id: 'doctorProfile.field.linkedin', defaultMessage: 'LinkedIn' },
  facebook: { id: 'doctorProfile.field.facebook', defaultMessage: 'Facebook' },
  twitter: { id: 'doctorProfile.field.twitter', defaultMessage: 'Twitter' },
  website: { id: 'doctorProfile.field.website', defaultMessage: 'Website' },
  other: { id: 'doctorProfile.field.other', defaultMessage: 'Other link' },
  choose: { id: 'doctorProfile.field.choose', defaultMessage: 'Choose…' },
  add: { id: 'doctorProfile.list.add', defaultMessage: 'Add {what}' },
  remove: { id: 'doctorProfile.list.remove', defaultMessage: 'Remove entry {number}' },
  entry: { id: 'doctorProfile.list.entry', defaultMessage: 'Entry {number}' },
  none: { id: 'doctorProfile.list.none', defaultMessage: 'Nothing added yet.' },
});

export const genderMessages = defineMessages<{
  Male: NoMessageValues;
  Female: NoMessageValues;
  Other: NoMessageValues;
}>({
  Male: { id: 'doctorProfile.gender.male', defaultMessage: 'Male' },
  Female: { id: 'doctorProfile.gender.female', defaultMessage: 'Female' },
  Other: { id: 'doctorProfile.gender.other', defaultMessage: 'Other' },
});

export const statusMessages = defineMessages<{
  verified: NoMessageValues;
  pending: NoMessageValues;
  rejected: NoMessageValues;
}>({
  verified: { id: 'doctorProfile.status.verified', defaultMessage: 'Verified' },
  pending: { id: 'doctorProfile.status.pending', defaultMessage: 'Pending verification' },
  rejected: { id: 'doctorProfile.status.rejected', defaultMessage: 'Verification rejected' },
});
