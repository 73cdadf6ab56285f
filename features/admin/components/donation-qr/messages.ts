import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'admin.donation.title', defaultMessage: 'Buy Me a Coffee' },
  description: {
    id: 'admin.donation.description',
    defaultMessage: 'The QR code visitors scan to support Ujyalo Health, shown on the public site.',
  },
  currentTitle: { id: 'admin.donation.current', defaultMessage: 'Current QR code' },
  currentAlt: { id: 'admin.donation.currentAlt', defaultMessage: 'Buy Me a Coffee QR code' },
  emptyTitle: { id: 'admin.donation.emptyTitle', defaultMessage: 'No QR code yet' },
  emptyDescription: {
    id: 'admin.donation.emptyDescription',
    defaultMessage: 'Upload a QR image and the public site will show it.',
  },
  fileLabel: { id: 'admin.donation.fileLabel', defaultMessage: 'QR image' },
  recommended: {
    id: 'admin.donation.recommended',
    defaultMessage: 'PNG, JPG or WEBP, up to 2 MB. Recommended size: 300x300 pixels.',
  },
  upload: { id: 'admin.donation.upload', defaultMessage: 'Upload QR' },
  uploading: { id: 'admin.donation.uploading', defaultMessage: 'Uploading…' },
  uploaded: { id: 'admin.donation.uploaded', defaultMessage: 'QR image uploaded successfully.' },
  selectImage: { id: 'admin.donation.selectImage', defaultMessage: 'Select a QR image to upload.' },
  typeError: {
    id: 'admin.donation.typeError',
    defaultMessage: 'Please select a PNG, JPG, or WEBP image.',
  },
  sizeError: {
    id: 'admin.donation.sizeError',
    defaultMessage: 'The image is too large. The limit is 2 MB.',
  },
  loadFailed: {
    id: 'admin.donation.loadFailed',
    defaultMessage: 'The current QR code could not be loaded.',
  },
  uploadFailed: {
    id: 'admin.donation.uploadFailed',
    defaultMessage: 'The QR image could not be uploaded. Please try again.',
  },
  accessDenied: { id: 'admin.donation.accessDenied', defaultMessage: 'Access Denied' },
  adminsOnly: {
    id: 'admin.donation.adminsOnly',
    defaultMessage: 'Only administrators can manage Buy Me a Coffee settings.',
  },
});
