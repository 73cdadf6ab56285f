import { defineMessages } from 'react-intl';

type Named = { name: string };
type Slot = { day: string; time: string };

/** The doctor's Advanced Schedule tab (001 §2.10, §5, §8, §9). */
export const messages = defineMessages({
  title: { id: 'schedule.grid.title', defaultMessage: 'Advanced Schedule Management' },
  intro: {
    id: 'schedule.grid.intro',
    defaultMessage:
      'Your weekly time slots. Patients book them at once; each change is saved when you save its slot.',
  },
  addSlot: { id: 'schedule.grid.addSlot', defaultMessage: 'Add Time Slot' },
  saveSchedule: { id: 'schedule.grid.saveSchedule', defaultMessage: 'Save Schedule' },
  saved: { id: 'schedule.grid.saved', defaultMessage: 'Schedule saved successfully!' },
  saveFailed: {
    id: 'schedule.grid.saveFailed',
    defaultMessage: 'Error saving schedule. Please try again.',
  },
  weekly: { id: 'schedule.grid.weekly', defaultMessage: 'Weekly schedule' },
  noSlots: { id: 'schedule.grid.noSlots', defaultMessage: 'No appointments scheduled' },
  unknownHospital: { id: 'schedule.grid.unknownHospital', defaultMessage: 'Unknown Hospital' },
  unknownTime: { id: 'schedule.grid.unknownTime', defaultMessage: 'Unknown time' },
  edit: { id: 'schedule.grid.edit', defaultMessage: 'Edit' },
  delete: { id: 'schedule.grid.delete', defaultMessage: 'Delete' },
  deleteTitle: {
    id: 'schedule.grid.deleteTitle',
    defaultMessage: 'Are you sure you want to delete this time slot?',
  },
  deleteConfirm: { id: 'schedule.grid.deleteConfirm', defaultMessage: 'Delete slot' },
  deleted: { id: 'schedule.grid.deleted', defaultMessage: 'Time slot deleted' },
  deleteFailed: { id: 'schedule.grid.deleteFailed', defaultMessage: 'Failed to delete slot.' },
  loading: { id: 'schedule.grid.loading', defaultMessage: 'Loading your schedule…' },
  loadFailed: { id: 'schedule.grid.loadFailed', defaultMessage: 'Could not load your schedule' },
  emptyTitle: { id: 'schedule.grid.emptyTitle', defaultMessage: 'No time slots yet' },
  emptyText: {
    id: 'schedule.grid.emptyText',
    defaultMessage: 'Add the hours you see patients each week, and they can book them.',
  },
  Sunday: { id: 'schedule.day.sunday', defaultMessage: 'Sunday' },
  Monday: { id: 'schedule.day.monday', defaultMessage: 'Monday' },
  Tuesday: { id: 'schedule.day.tuesday', defaultMessage: 'Tuesday' },
  Wednesday: { id: 'schedule.day.wednesday', defaultMessage: 'Wednesday' },
  Thursday: { id: 'schedule.day.thursday', defaultMessage: 'Thursday' },
  Friday: { id: 'schedule.day.friday', defaultMessage: 'Friday' },
  Saturday: { id: 'schedule.day.saturday', defaultMessage: 'Saturday' },
});

export const slotMessages = defineMessages({
  addTitle: { id: 'schedule.slot.addTitle', defaultMessage: 'Add Time Slot' },
  editTitle: { id: 'schedule.slot.editTitle', defaultMessage: 'Edit Time Slot' },
  day: { id: 'schedule.slot.day', defaultMessage: 'Day' },
  dayFixed: {
    id: 'schedule.slot.dayFixed',
    defaultMessage: 'The day cannot be changed when editing.',
  },
  startTime: { id: 'schedule.slot.startTime', defaultMessage: 'Start time' },
  endTime: { id: 'schedule.slot.endTime', defaultMessage: 'End time' },
  hospital: { id: 'schedule.slot.hospital', defaultMessage: 'Hospital' },
  chooseHospital: { id: 'schedule.slot.chooseHospital', defaultMessage: 'Choose a hospital' },
  department: { id: 'schedule.slot.department', defaultMessage: 'Department' },
  departmentOther: { id: 'schedule.slot.departmentOther', defaultMessage: 'Department name' },
  fee: { id: 'schedule.slot.fee', defaultMessage: 'Consultation fee (Rs.)' },
  maxPatients: { id: 'schedule.slot.maxPatients', defaultMessage: 'Max patients' },
  cancel: { id: 'schedule.slot.cancel', defaultMessage: 'Cancel' },
  save: { id: 'schedule.slot.save', defaultMessage: 'Save slot' },
  added: { id: 'schedule.slot.added', defaultMessage: 'Time slot added' },
  updated: { id: 'schedule.slot.updated', defaultMessage: 'Time slot updated' },
  addFailed: { id: 'schedule.slot.addFailed', defaultMessage: 'Failed to add slot.' },
  updateFailed: { id: 'schedule.slot.updateFailed', defaultMessage: 'Failed to update slot.' },
});

export const departmentMessages = defineMessages({
  'General Medicine': {
    id: 'schedule.department.generalMedicine',
    defaultMessage: 'General Medicine',
  },
  Cardiology: { id: 'schedule.department.cardiology', defaultMessage: 'Cardiology' },
  Neurology: { id: 'schedule.department.neurology', defaultMessage: 'Neurology' },
  Orthopedics: { id: 'schedule.department.orthopedics', defaultMessage: 'Orthopedics' },
  Pediatrics: { id: 'schedule.department.pediatrics', defaultMessage: 'Pediatrics' },
  Gynecology: { id: 'schedule.department.gynecology', defaultMessage: 'Gynecology' },
  Dermatology: { id: 'schedule.department.dermatology', defaultMessage: 'Dermatology' },
  ENT: { id: 'schedule.department.ent', defaultMessage: 'ENT' },
  Ophthalmology: { id: 'schedule.department.ophthalmology', defaultMessage: 'Ophthalmology' },
  Psychiatry: { id: 'schedule.department.psychiatry', defaultMessage: 'Psychiatry' },
  Emergency: { id: 'schedule.department.emergency', defaultMessage: 'Emergency' },
  Other: { id: 'schedule.department.other', defaultMessage: 'Other' },
});

export const hospitalMessages = defineMessages({
  title: { id: 'schedule.hospitals.title', defaultMessage: 'My hospitals' },
  add: { id: 'schedule.hospitals.add', defaultMessage: 'Add Hospital' },
  connect: { id: 'schedule.hospitals.connect', defaultMessage: 'Connect to a hospital' },
  none: {
    id: 'schedule.hospitals.none',
    defaultMessage: 'No hospitals yet. Connect to a listed hospital or add yours.',
  },
  loadFailed: { id: 'schedule.hospitals.loadFailed', defaultMessage: 'Failed to load hospitals' },
  hasSlots: { id: 'schedule.hospitals.hasSlots', defaultMessage: 'In your schedule' },
  verificationPending: {
    id: 'schedule.hospitals.verificationPending',
    defaultMessage: 'Verification pending',
  },
  requests: { id: 'schedule.hospitals.requests', defaultMessage: 'Connection requests' },
  noRequests: { id: 'schedule.hospitals.noRequests', defaultMessage: 'No connection requests' },
  pending: { id: 'schedule.hospitals.pending', defaultMessage: 'Pending' },
  approved: { id: 'schedule.hospitals.approved', defaultMessage: 'Approved' },
  rejected: { id: 'schedule.hospitals.rejected', defaultMessage: 'Rejected' },
  addTitle: { id: 'schedule.hospitals.addTitle', defaultMessage: 'Add Hospital' },
  addIntro: {
    id: 'schedule.hospitals.addIntro',
    defaultMessage: 'A hospital you add is checked by an admin before slots can use it.',
  },
  name: { id: 'schedule.hospitals.name', defaultMessage: 'Hospital name' },
  type: { id: 'schedule.hospitals.type', defaultMessage: 'Type' },
  city: { id: 'schedule.hospitals.city', defaultMessage: 'City or address' },
  phone: { id: 'schedule.hospitals.phone', defaultMessage: 'Contact phone' },
  registrationNumber: {
    id: 'schedule.hospitals.registrationNumber',
    defaultMessage: 'Registration number (optional)',
  },
  cancel: { id: 'schedule.hospitals.cancel', defaultMessage: 'Cancel' },
  save: { id: 'schedule.hospitals.save', defaultMessage: 'Add Hospital' },
  addFailed: { id: 'schedule.hospitals.addFailed', defaultMessage: 'Failed to add hospital.' },
  connectTitle: { id: 'schedule.hospitals.connectTitle', defaultMessage: 'Connect to a hospital' },
  search: { id: 'schedule.hospitals.search', defaultMessage: 'Search hospitals by name or city' },
  noResults: { id: 'schedule.hospitals.noResults', defaultMessage: 'No hospitals found' },
  connectOne: { id: 'schedule.hospitals.connectOne', defaultMessage: 'Connect' },
  connected: {
    id: 'schedule.hospitals.connected',
    defaultMessage: 'Connection request sent to hospital successfully!',
  },
  connectFailed: {
    id: 'schedule.hospitals.connectFailed',
    defaultMessage: 'Error sending connection request. Please try again.',
  },
  close: { id: 'schedule.hospitals.close', defaultMessage: 'Close' },
  Government: { id: 'schedule.hospitalType.government', defaultMessage: 'Government' },
  Private: { id: 'schedule.hospitalType.private', defaultMessage: 'Private' },
  Community: { id: 'schedule.hospitalType.community', defaultMessage: 'Community' },
  Specialized: { id: 'schedule.hospitalType.specialized', defaultMessage: 'Specialized' },
  Teaching: { id: 'schedule.hospitalType.teaching', defaultMessage: 'Teaching' },
});

/** The texts that take values. */
export const valued = defineMessages<{
  fee: { fee: string };
  maxPatients: { count: string };
  bookings: { count: number };
  editSlotLabel: Slot;
  slotLabel: Slot;
  deleteSlotLabel: Slot;
  pendingHospital: Named;
  requested: { date: string };
  addedToast: Named;
  connectLabel: Named;
}>({
  fee: { id: 'schedule.grid.fee', defaultMessage: 'Fee {fee}' },
  maxPatients: { id: 'schedule.grid.maxPatients', defaultMessage: 'Up to {count} patients' },
  bookings: {
    id: 'schedule.grid.bookings',
    defaultMessage: '{count, plural, one {# upcoming booking} other {# upcoming bookings}}',
  },
  editSlotLabel: { id: 'schedule.grid.editSlotLabel', defaultMessage: 'Edit {day} {time} slot' },
  deleteSlotLabel: {
    id: 'schedule.grid.deleteSlotLabel',
    defaultMessage: 'Delete {day} {time} slot',
  },
  pendingHospital: {
    id: 'schedule.slot.pendingHospital',
    defaultMessage: '{name} (verification pending)',
  },
  requested: { id: 'schedule.hospitals.requested', defaultMessage: 'Requested {date}' },
  addedToast: {
    id: 'schedule.hospitals.addedToast',
    defaultMessage: '{name} added. It waits for an admin to verify it.',
  },
  connectLabel: { id: 'schedule.hospitals.connectLabel', defaultMessage: 'Connect to {name}' },
  slotLabel: { id: 'schedule.grid.slotLabel', defaultMessage: '{day}, {time}' },
});
