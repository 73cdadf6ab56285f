import { defineMessages, type NoMessageValues } from 'react-intl';

/** The doctor's Patients tab (001 §2.3, §4, §8). */
export const messages = defineMessages<{
  title: NoMessageValues;
  summary: NoMessageValues;
  statTotal: NoMessageValues;
  statRecent: NoMessageValues;
  statPending: NoMessageValues;
  statCritical: NoMessageValues;
  searchLabel: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  sortLabel: NoMessageValues;
  sortName: NoMessageValues;
  sortLastVisit: NoMessageValues;
  sortTotalVisits: NoMessageValues;
  sortAge: NoMessageValues;
  filterLabel: NoMessageValues;
  filterAll: NoMessageValues;
  filterRecent: NoMessageValues;
  filterCritical: NoMessageValues;
  filterNew: NoMessageValues;
  shown: { total: number };
  loading: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyNone: NoMessageValues;
  emptyFiltered: NoMessageValues;
  clearFilters: NoMessageValues;
  loadFailedTitle: NoMessageValues;
  pagination: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  pageOf: { page: string; pages: string };
}>({
  title: { id: 'patients.doctor.title', defaultMessage: 'Patient Management' },
  summary: { id: 'patients.doctor.summary', defaultMessage: 'Patients at a glance' },
  statTotal: { id: 'patients.doctor.statTotal', defaultMessage: 'Total Patients' },
  statRecent: { id: 'patients.doctor.statRecent', defaultMessage: 'Recent Visits' },
  statPending: { id: 'patients.doctor.statPending', defaultMessage: 'Pending Actions' },
  statCritical: { id: 'patients.doctor.statCritical', defaultMessage: 'Critical Cases' },
  searchLabel: { id: 'patients.doctor.searchLabel', defaultMessage: 'Search patients' },
  searchPlaceholder: {
    id: 'patients.doctor.searchPlaceholder',
    defaultMessage: 'Search patients by name, phone, or email...',
  },
  sortLabel: { id: 'patients.doctor.sortLabel', defaultMessage: 'Sort by' },
  sortName: { id: 'patients.doctor.sortName', defaultMessage: 'Name' },
  sortLastVisit: { id: 'patients.doctor.sortLastVisit', defaultMessage: 'Last Visit' },
  sortTotalVisits: { id: 'patients.doctor.sortTotalVisits', defaultMessage: 'Total Visits' },
  sortAge: { id: 'patients.doctor.sortAge', defaultMessage: 'Age' },
  filterLabel: { id: 'patients.doctor.filterLabel', defaultMessage: 'Show' },
  filterAll: { id: 'patients.doctor.filterAll', defaultMessage: 'All Patients' },
  filterRecent: { id: 'patients.doctor.filterRecent', defaultMessage: 'Recent Visits' },
  filterCritical: { id: 'patients.doctor.filterCritical', defaultMessage: 'Critical' },
  filterNew: { id: 'patients.doctor.filterNew', defaultMessage: 'New Patients' },
  shown: {
    id: 'patients.doctor.shown',
    defaultMessage: '{total, plural, one {# patient} other {# patients}}',
  },
  loading: { id: 'patients.doctor.loading', defaultMessage: 'Loading patients...' },
  emptyTitle: { id: 'patients.doctor.emptyTitle', defaultMessage: 'No patients found' },
  emptyNone: {
    id: 'patients.doctor.emptyNone',
    defaultMessage: 'You have no patients registered yet.',
  },
  emptyFiltered: {
    id: 'patients.doctor.emptyFiltered',
    defaultMessage: 'No patients match your current filters.',
  },
  clearFilters: { id: 'patients.doctor.clearFilters', defaultMessage: 'Clear search and filters' },
  loadFailedTitle: {
    id: 'patients.doctor.loadFailedTitle',
    defaultMessage: 'Could not load your patients',
  },
  pagination: { id: 'patients.doctor.pagination', defaultMessage: 'Pages of patients' },
  previous: { id: 'patients.doctor.previous', defaultMessage: 'Previous' },
  next: { id: 'patients.doctor.next', defaultMessage: 'Next' },
  pageOf: { id: 'patients.doctor.pageOf', defaultMessage: 'Page {page} of {pages}' },
});

/** One patient's card (001 §2.3, §3, §4). */
export const cardMessages = defineMessages<{
  statusMine: NoMessageValues;
  statusPending: NoMessageValues;
  critical: NoMessageValues;
  ageGender: { age: string; gender: string };
  age: { age: string };
  ageLabel: NoMessageValues;
  male: NoMessageValues;
  female: NoMessageValues;
  other: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  bloodGroup: NoMessageValues;
  lastVisit: NoMessageValues;
  noVisits: NoMessageValues;
  totalVisits: NoMessageValues;
  condition: NoMessageValues;
  records: NoMessageValues;
  recordsClosed: NoMessageValues;
  actions: { name: string };
  accept: NoMessageValues;
  reject: NoMessageValues;
  viewRecords: NoMessageValues;
  prescribe: NoMessageValues;
  prescribeTitle: NoMessageValues;
  prescribeFor: { name: string };
  markCritical: NoMessageValues;
  unmarkCritical: NoMessageValues;
  markedCritical: { name: string };
  unmarkedCritical: { name: string };
  criticalFailed: NoMessageValues;
  accepted: NoMessageValues;
  rejected: NoMessageValues;
  acceptFailed: NoMessageValues;
  rejectFailed: NoMessageValues;
  rejectTitle: { name: string };
  rejectDescription: NoMessageValues;
  rejectKeep: NoMessageValues;
}>({
  statusMine: { id: 'patients.card.statusMine', defaultMessage: 'My Patient' },
  statusPending: { id: 'patients.card.statusPending', defaultMessage: 'Pending' },
  critical: { id: 'patients.card.critical', defaultMessage: 'Critical' },
  ageGender: { id: 'patients.card.ageGender', defaultMessage: '{age} years · {gender}' },
  age: { id: 'patients.card.age', defaultMessage: '{age} years' },
  ageLabel: { id: 'patients.card.ageLabel', defaultMessage: 'Age' },
  male: { id: 'patients.card.male', defaultMessage: 'Male' },
  female: { id: 'patients.card.female', defaultMessage: 'Female' },
  other: { id: 'patients.card.other', defaultMessage: 'Other' },
  phone: { id: 'patients.card.phone', defaultMessage: 'Phone' },
  email: { id: 'patients.card.email', defaultMessage: 'Email' },
  bloodGroup: { id: 'patients.card.bloodGroup', defaultMessage: 'Blood group' },
  lastVisit: { id: 'patients.card.lastVisit', defaultMessage: 'Last Visit' },
  noVisits: { id: 'patients.card.noVisits', defaultMessage: 'No visits yet' },
  totalVisits: { id: 'patients.card.totalVisits', defaultMessage: 'Total Visits' },
  condition: { id: 'patients.card.condition', defaultMessage: 'Condition' },
  records: { id: 'patients.card.records', defaultMessage: 'Medical records' },
  recordsClosed: {
    id: 'patients.card.recordsClosed',
    defaultMessage: 'Medical records are not accessible until patient acceptance.',
  },
  actions: { id: 'patients.card.actions', defaultMessage: 'Actions for {name}' },
  accept: { id: 'patients.card.accept', defaultMessage: 'Accept' },
  reject: { id: 'patients.card.reject', defaultMessage: 'Reject' },
  viewRecords: { id: 'patients.card.viewRecords', defaultMessage: 'View Records' },
  prescribe: { id: 'patients.card.prescribe', defaultMessage: 'Prescribe' },
  prescribeTitle: { id: 'patients.card.prescribeTitle', defaultMessage: 'New prescription' },
  prescribeFor: { id: 'patients.card.prescribeFor', defaultMessage: 'For {name}' },
  markCritical: { id: 'patients.card.markCritical', defaultMessage: 'Mark as critical' },
  unmarkCritical: { id: 'patients.card.unmarkCritical', defaultMessage: 'Remove critical mark' },
  markedCritical: {
    id: 'patients.card.markedCritical',
    defaultMessage: '{name} is marked as a critical case.',
  },
  unmarkedCritical: {
    id: 'patients.card.unmarkedCritical',
    defaultMessage: '{name} is no longer marked as critical.',
  },
  criticalFailed: {
    id: 'patients.card.criticalFailed',
    defaultMessage: 'Failed to update the critical mark. Please try again.',
  },
  accepted: { id: 'patients.card.accepted', defaultMessage: 'Patient accepted successfully!' },
  rejected: { id: 'patients.card.rejected', defaultMessage: 'Patient referral rejected.' },
  acceptFailed: {
    id: 'patients.card.acceptFailed',
    defaultMessage: 'Failed to accept patient. Please try again.',
  },
  rejectFailed: {
    id: 'patients.card.rejectFailed',
    defaultMessage: 'Failed to reject patient. Please try again.',
  },
  rejectTitle: { id: 'patients.card.rejectTitle', defaultMessage: 'Reject {name}?' },
  rejectDescription: {
    id: 'patients.card.rejectDescription',
    defaultMessage: 'Their appointment request is declined and they leave your list.',
  },
  rejectKeep: { id: 'patients.card.rejectKeep', defaultMessage: 'Keep request' },
});
