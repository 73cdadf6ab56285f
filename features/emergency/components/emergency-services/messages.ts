import { defineMessages, type NoMessageValues } from 'react-intl';
import type { NearbyServiceType } from '@contract/emergency';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  title: Plain;
  intro: Plain;
  call102: Plain;
  call102Hint: Plain;
  historyTitle: Plain;
  loadFailed: Plain;
  offline: Plain;
  retry: Plain;
  loading: Plain;
}>({
  title: { id: 'emergency.services.title', defaultMessage: 'Emergency services' },
  intro: {
    id: 'emergency.services.intro',
    defaultMessage:
      'Send an SOS to share your location with your emergency contacts and see the nearest ambulances and hospitals.',
  },
  call102: { id: 'emergency.services.call102', defaultMessage: 'Call 102 (ambulance)' },
  call102Hint: {
    id: 'emergency.services.call102Hint',
    defaultMessage: "Nepal's ambulance number. Calling is the fastest way to get help.",
  },
  historyTitle: { id: 'emergency.services.historyTitle', defaultMessage: 'Emergency history' },
  loadFailed: {
    id: 'emergency.services.loadFailed',
    defaultMessage: 'Failed to load your emergency information. Please try again.',
  },
  offline: {
    id: 'emergency.services.offline',
    defaultMessage: 'You are offline. Check your connection and try again.',
  },
  retry: { id: 'emergency.services.retry', defaultMessage: 'Retry' },
  loading: { id: 'emergency.services.loading', defaultMessage: 'Loading…' },
});

export const sosMessages = defineMessages<{
  title: Plain;
  button: Plain;
  confirmTitle: Plain;
  confirmText: { count: number };
  confirm: Plain;
  notNow: Plain;
  locating: Plain;
  sending: Plain;
  activeTitle: Plain;
  sent: { count: number };
  alreadyActive: Plain;
  since: { time: string };
  location: { lat: string; lng: string };
  map: Plain;
  cancel: Plain;
  cancelTitle: Plain;
  cancelText: Plain;
  cancelConfirm: Plain;
  keep: Plain;
  cancelled: Plain;
  cancelFailed: Plain;
  sosFailed: Plain;
  locationFailed: Plain;
  unsupported: Plain;
  tryAgain: Plain;
  nearbyTitle: Plain;
  nearbyLabel: Plain;
  nearbyEmpty: Plain;
  distance: { type: string; km: string };
  call: { name: string; phone: string };
  noPhone: Plain;
}>({
  title: { id: 'emergency.sos.title', defaultMessage: 'SOS' },
  button: { id: 'emergency.sos.button', defaultMessage: 'Send SOS' },
  confirmTitle: { id: 'emergency.sos.confirmTitle', defaultMessage: 'Send an emergency alert?' },
  confirmText: {
    id: 'emergency.sos.confirmText',
    defaultMessage:
      'We will take your location and send it by text message to {count, plural, =0 {nobody: you have no emergency contacts} one {your # emergency contact} other {your # emergency contacts}}.',
  },
  confirm: { id: 'emergency.sos.confirm', defaultMessage: 'Send SOS now' },
  notNow: { id: 'emergency.sos.notNow', defaultMessage: 'Not now' },
  locating: { id: 'emergency.sos.locating', defaultMessage: 'Getting your location…' },
  sending: { id: 'emergency.sos.sending', defaultMessage: 'Sending your alert…' },
  activeTitle: { id: 'emergency.sos.activeTitle', defaultMessage: 'Emergency active' },
  sent: {
    id: 'emergency.sos.sent',
    defaultMessage:
      '{count, plural, =0 {Alert recorded. You have no emergency contacts to text.} one {Alert sent to # emergency contact.} other {Alert sent to # emergency contacts.}}',
  },
  alreadyActive: {
    id: 'emergency.sos.alreadyActive',
    defaultMessage: 'Your emergency is already active. Your contacts have been told.',
  },
  since: { id: 'emergency.sos.since', defaultMessage: 'Raised at {time}. Responder: Pending' },
  location: { id: 'emergency.sos.location', defaultMessage: 'Your location: {lat}, {lng}' },
  map: { id: 'emergency.sos.map', defaultMessage: 'Open on map' },
  cancel: { id: 'emergency.sos.cancel', defaultMessage: 'Cancel emergency' },
  cancelTitle: { id: 'emergency.sos.cancelTitle', defaultMessage: 'Cancel this emergency?' },
  cancelText: {
    id: 'emergency.sos.cancelText',
    defaultMessage: 'It will be marked Cancelled. Call your contacts if they are on their way.',
  },
  cancelConfirm: { id: 'emergency.sos.cancelConfirm', defaultMessage: 'Cancel emergency' },
  keep: { id: 'emergency.sos.keep', defaultMessage: 'Keep it active' },
  cancelled: { id: 'emergency.sos.cancelled', defaultMessage: 'Emergency cancelled.' },
  cancelFailed: {
    id: 'emergency.sos.cancelFailed',
    defaultMessage: 'Could not cancel the emergency. Please try again.',
  },
  sosFailed: {
    id: 'emergency.sos.sosFailed',
    defaultMessage: 'Could not send your alert. Please call 102.',
  },
  locationFailed: {
    id: 'emergency.sos.locationFailed',
    defaultMessage: 'Could not get your location. Please try again.',
  },
  unsupported: {
    id: 'emergency.sos.unsupported',
    defaultMessage: 'Geolocation is not supported by your browser.',
  },
  tryAgain: { id: 'emergency.sos.tryAgain', defaultMessage: 'Try again' },
  nearbyTitle: { id: 'emergency.sos.nearbyTitle', defaultMessage: 'Nearest services' },
  nearbyLabel: {
    id: 'emergency.sos.nearbyLabel',
    defaultMessage: 'Nearest ambulances and hospitals',
  },
  nearbyEmpty: {
    id: 'emergency.sos.nearbyEmpty',
    defaultMessage: 'No listed services within 50 km. Call 102 for an ambulance.',
  },
  distance: { id: 'emergency.sos.distance', defaultMessage: '{type} · {km} km away' },
  call: { id: 'emergency.sos.call', defaultMessage: 'Call {name} on {phone}' },
  noPhone: { id: 'emergency.sos.noPhone', defaultMessage: 'No phone listed' },
});

export const serviceTypeMessages = defineMessages<Record<NearbyServiceType, Plain>>({
  ambulance: { id: 'emergency.sos.type.ambulance', defaultMessage: 'Ambulance' },
  hospital: { id: 'emergency.sos.type.hospital', defaultMessage: 'Hospital' },
});

export const contactMessages = defineMessages<{
  title: Plain;
  count: { count: string; max: string };
  detail: { relationship: string; phone: string };
  add: Plain;
  max: Plain;
  listLabel: Plain;
  emptyTitle: Plain;
  emptyText: Plain;
  edit: { name: string };
  remove: { name: string };
  call: { name: string };
  addTitle: Plain;
  editTitle: Plain;
  name: Plain;
  relationship: Plain;
  relationshipHint: Plain;
  phone: Plain;
  phoneHint: Plain;
  save: Plain;
  cancel: Plain;
  saved: { name: string };
  deleteTitle: { name: string };
  deleteText: Plain;
  deleteConfirm: Plain;
  deleted: { name: string };
  deleteFailed: Plain;
}>({
  title: { id: 'emergency.contacts.title', defaultMessage: 'Emergency contacts' },
  count: { id: 'emergency.contacts.count', defaultMessage: '({count}/{max})' },
  detail: { id: 'emergency.contacts.detail', defaultMessage: '{relationship} · {phone}' },
  add: { id: 'emergency.contacts.add', defaultMessage: 'Add contact' },
  max: {
    id: 'emergency.contacts.max',
    defaultMessage: 'You can add a maximum of 5 emergency contacts.',
  },
  listLabel: { id: 'emergency.contacts.listLabel', defaultMessage: 'Your emergency contacts' },
  emptyTitle: { id: 'emergency.contacts.emptyTitle', defaultMessage: 'No emergency contacts yet' },
  emptyText: {
    id: 'emergency.contacts.emptyText',
    defaultMessage: 'Add the people who should get a text with your location when you send SOS.',
  },
  edit: { id: 'emergency.contacts.edit', defaultMessage: 'Edit {name}' },
  remove: { id: 'emergency.contacts.remove', defaultMessage: 'Delete {name}' },
  call: { id: 'emergency.contacts.call', defaultMessage: 'Call {name}' },
  addTitle: { id: 'emergency.contacts.addTitle', defaultMessage: 'Add emergency contact' },
  editTitle: { id: 'emergency.contacts.editTitle', defaultMessage: 'Edit emergency contact' },
  name: { id: 'emergency.contacts.name', defaultMessage: 'Name' },
  relationship: { id: 'emergency.contacts.relationship', defaultMessage: 'Relationship' },
  relationshipHint: {
    id: 'emergency.contacts.relationshipHint',
    defaultMessage: 'For example husband, daughter or neighbour',
  },
  phone: { id: 'emergency.contacts.phone', defaultMessage: 'Phone' },
  phoneHint: {
    id: 'emergency.contacts.phoneHint',
    defaultMessage: 'A mobile number that can receive text messages, such as 98XXXXXXXX',
  },
  save: { id: 'emergency.contacts.save', defaultMessage: 'Save contact' },
  cancel: { id: 'emergency.contacts.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'emergency.contacts.saved', defaultMessage: '{name} saved' },
  deleteTitle: { id: 'emergency.contacts.deleteTitle', defaultMessage: 'Delete {name}?' },
  deleteText: {
    id: 'emergency.contacts.deleteText',
    defaultMessage: 'They will no longer get a text when you send SOS.',
  },
  deleteConfirm: { id: 'emergency.contacts.deleteConfirm', defaultMessage: 'Delete contact' },
  deleted: { id: 'emergency.contacts.deleted', defaultMessage: '{name} deleted' },
  deleteFailed: {
    id: 'emergency.contacts.deleteFailed',
    defaultMessage: 'Could not delete the contact. Please try again.',
  },
});
