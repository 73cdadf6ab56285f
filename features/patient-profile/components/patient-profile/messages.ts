import { defineMessages, type NoMessageValues } from 'react-intl';
import type { BloodGroup, Gender } from '@contract/patient-profile';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  heading: Plain;
  verified: Plain;
  pending: Plain;
  edit: Plain;
  cancel: Plain;
  save: Plain;
  saving: Plain;
  saved: Plain;
  loadFailed: Plain;
  loading: Plain;
  personal: Plain;
  contact: Plain;
  medical: Plain;
  name: Plain;
  email: Plain;
  phone: Plain;
  age: Plain;
  gender: Plain;
  bloodGroup: Plain;
  address: Plain;
  emergencyContact: Plain;
  allergies: Plain;
  conditions: Plain;
  notGiven: Plain;
  none: Plain;
  choose: Plain;
  addTag: Plain;
  removeTag: { tag: string };
  tagHint: Plain;
  picture: Plain;
  pictureUploading: Plain;
  pictureSaved: Plain;
  pictureType: Plain;
  pictureSize: Plain;
  required: Plain;
}>({
  heading: { id: 'patientProfile.profile.heading', defaultMessage: 'My profile' },
  verified: { id: 'patientProfile.profile.verified', defaultMessage: 'Verified Account' },
  pending: { id: 'patientProfile.profile.pending', defaultMessage: 'Verification Pending' },
  edit: { id: 'patientProfile.profile.edit', defaultMessage: 'Edit profile' },
  cancel: { id: 'patientProfile.profile.cancel', defaultMessage: 'Cancel' },
  save: { id: 'patientProfile.profile.save', defaultMessage: 'Save changes' },
  saving: { id: 'patientProfile.profile.saving', defaultMessage: 'Saving…' },
  saved: { id: 'patientProfile.profile.saved', defaultMessage: 'Profile saved.' },
  loadFailed: {
    id: 'patientProfile.profile.loadFailed',
    defaultMessage: 'Failed to load user data',
  },
  loading: { id: 'patientProfile.profile.loading', defaultMessage: 'Loading your profile…' },
  personal: { id: 'patientProfile.profile.personal', defaultMessage: 'Personal information' },
  contact: { id: 'patientProfile.profile.contact', defaultMessage: 'Contact information' },
  medical: { id: 'patientProfile.profile.medical', defaultMessage: 'Medical information' },
  name: { id: 'patientProfile.profile.name', defaultMessage: 'Full name' },
  email: { id: 'patientProfile.profile.email', defaultMessage: 'Email' },
  phone: { id: 'patientProfile.profile.phone', defaultMessage: 'Phone' },
  age: { id: 'patientProfile.profile.age', defaultMessage: 'Age' },
  gender: { id: 'patientProfile.profile.gender', defaultMessage: 'Gender' },
  bloodGroup: { id: 'patientProfile.profile.bloodGroup', defaultMessage: 'Blood group' },
  address: { id: 'patientProfile.profile.address', defaultMessage: 'Address' },
  emergencyContact: {
    id: 'patientProfile.profile.emergencyContact',
    defaultMessage: 'Emergency contact',
  },
  allergies: { id: 'patientProfile.profile.allergies', defaultMessage: 'Allergies' },
  conditions: { id: 'patientProfile.profile.conditions', defaultMessage: 'Chronic conditions' },
  notGiven: { id: 'patientProfile.profile.notGiven', defaultMessage: 'Not given' },
  none: { id: 'patientProfile.profile.none', defaultMessage: 'None recorded' },
  choose: { id: 'patientProfile.profile.choose', defaultMessage: 'Choose…' },
  addTag: { id: 'patientProfile.profile.addTag', defaultMessage: 'Add' },
  removeTag: { id: 'patientProfile.profile.removeTag', defaultMessage: 'Remove {tag}' },
  tagHint: {
    id: 'patientProfile.profile.tagHint',
    defaultMessage: 'Type one and press Add or Enter.',
  },
  picture: { id: 'patientProfile.profile.picture', defaultMessage: 'Change picture' },
  pictureUploading: {
    id: 'patientProfile.profile.pictureUploading',
    defaultMessage: 'Uploading picture…',
  },
  pictureSaved: { id: 'patientProfile.profile.pictureSaved', defaultMessage: 'Picture updated.' },
  pictureType: {
    id: 'patientProfile.profile.pictureType',
    defaultMessage: 'Please upload a valid image file (JPEG, PNG, WebP)',
  },
  pictureSize: {
    id: 'patientProfile.profile.pictureSize',
    defaultMessage: 'Image file size must be less than 5MB',
  },
  required: {
    id: 'patientProfile.profile.required',
    defaultMessage: 'Name, Email and Phone are required fields',
  },
});

export const genderLabels = defineMessages<Record<Gender, Plain>>({
  male: { id: 'patientProfile.gender.male', defaultMessage: 'Male' },
  female: { id: 'patientProfile.gender.female', defaultMessage: 'Female' },
  other: { id: 'patientProfile.gender.other', defaultMessage: 'Other' },
});

/** Blood groups are written the same in both languages. */
export const bloodGroupLabel = (group: BloodGroup) => group;
