import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ApplicantKind } from '@contract/verification';
import type { ErrorOverrides } from '@lib/errors';

export const messages = defineMessages<{
  title: NoMessageValues;
  total: { count: number };
  caption: NoMessageValues;
  search: NoMessageValues;
  typeFilter: NoMessageValues;
  empty: NoMessageValues;
  emptyDescription: NoMessageValues;
  fetchFailed: NoMessageValues;
  name: NoMessageValues;
  type: NoMessageValues;
  submitted: NoMessageValues;
  documents: NoMessageValues;
  documentCount: { count: number };
  status: NoMessageValues;
  overdue: NoMessageValues;
  waiting: NoMessageValues;
  review: NoMessageValues;
  reviewName: { name: string };
}>({
  title: { id: 'admin.pendingApprovals.title', defaultMessage: 'Pending approvals' },
  total: {
    id: 'admin.pendingApprovals.total',
    defaultMessage: '{count, plural, one {# application waits} other {# applications wait}}',
  },
  caption: { id: 'admin.pendingApprovals.caption', defaultMessage: 'Applications to verify' },
  search: {
    id: 'admin.pendingApprovals.search',
    defaultMessage: 'Search by name, email, phone or number',
  },
  typeFilter: { id: 'admin.pendingApprovals.typeFilter', defaultMessage: 'Type' },
  empty: { id: 'admin.pendingApprovals.empty', defaultMessage: 'No pending approvals found.' },
  emptyDescription: {
    id: 'admin.pendingApprovals.emptyDescription',
    defaultMessage: 'New applications from doctors, patients and services appear here.',
  },
  fetchFailed: {
    id: 'admin.pendingApprovals.fetchFailed',
    defaultMessage: 'Failed to fetch pending approvals',
  },
  name: { id: 'admin.pendingApprovals.name', defaultMessage: 'Applicant' },
  type: { id: 'admin.pendingApprovals.type', defaultMessage: 'Type' },
  submitted: { id: 'admin.pendingApprovals.submitted', defaultMessage: 'Submitted' },
  documents: { id: 'admin.pendingApprovals.documents', defaultMessage: 'Documents' },
  documentCount: {
    id: 'admin.pendingApprovals.documentCount',
    defaultMessage: '{count, plural, =0 {None} one {# file} other {# files}}',
  },
  status: { id: 'admin.pendingApprovals.status', defaultMessage: 'Status' },
  overdue: { id: 'admin.pendingApprovals.overdue', defaultMessage: 'Overdue' },
  waiting: { id: 'admin.pendingApprovals.waiting', defaultMessage: 'Waiting' },
  review: { id: 'admin.pendingApprovals.review', defaultMessage: 'Review' },
  reviewName: { id: 'admin.pendingApprovals.reviewName', defaultMessage: 'Review {name}' },
});

export const kindMessages = defineMessages<{
  all: NoMessageValues;
  doctor: NoMessageValues;
  patient: NoMessageValues;
  hospital: NoMessageValues;
  lab: NoMessageValues;
  pharmacy: NoMessageValues;
  ambulance: NoMessageValues;
}>({
  all: { id: 'admin.pendingApprovals.kind.all', defaultMessage: 'All' },
  doctor: { id: 'admin.pendingApprovals.kind.doctor', defaultMessage: 'Doctor' },
  patient: { id: 'admin.pendingApprovals.kind.patient', defaultMessage: 'Patient' },
  hospital: { id: 'admin.pendingApprovals.kind.hospital', defaultMessage: 'Hospital' },
  lab: { id: 'admin.pendingApprovals.kind.lab', defaultMessage: 'Lab' },
  pharmacy: { id: 'admin.pendingApprovals.kind.pharmacy', defaultMessage: 'Pharmacy' },
  ambulance: { id: 'admin.pendingApprovals.kind.ambulance', defaultMessage: 'Ambulance' },
}) satisfies Record<'all' | ApplicantKind, unknown>;

/** The filter's choices, in the plural as 002 §2 names them. */
export const filterMessages = defineMessages<{
  all: NoMessageValues;
  doctor: NoMessageValues;
  patient: NoMessageValues;
  hospital: NoMessageValues;
  lab: NoMessageValues;
  pharmacy: NoMessageValues;
  ambulance: NoMessageValues;
}>({
  all: { id: 'admin.pendingApprovals.filter.all', defaultMessage: 'All' },
  doctor: { id: 'admin.pendingApprovals.filter.doctor', defaultMessage: 'Doctors' },
  patient: { id: 'admin.pendingApprovals.filter.patient', defaultMessage: 'Patients' },
  hospital: { id: 'admin.pendingApprovals.filter.hospital', defaultMessage: 'Hospitals' },
  lab: { id: 'admin.pendingApprovals.filter.lab', defaultMessage: 'Labs' },
  pharmacy: { id: 'admin.pendingApprovals.filter.pharmacy', defaultMessage: 'Pharmacies' },
  ambulance: { id: 'admin.pendingApprovals.filter.ambulance', defaultMessage: 'Ambulances' },
}) satisfies Record<'all' | ApplicantKind, unknown>;

export const dialogMessages = defineMessages<{
  title: NoMessageValues;
  named: { name: string; kind: string };
  description: NoMessageValues;
  loading: NoMessageValues;
  loadFailed: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  nmcNumber: NoMessageValues;
  specialization: NoMessageValues;
  documentNumber: NoMessageValues;
  registrationNumber: NoMessageValues;
  city: NoMessageValues;
  link: NoMessageValues;
  submitted: NoMessageValues;
  documents: NoMessageValues;
  noDocuments: NoMessageValues;
  openDocument: { name: string };
  preview: { name: string };
  previewAlt: { name: string };
  documentLoading: NoMessageValues;
  documentFailed: NoMessageValues;
  remarks: NoMessageValues;
  remarksHint: NoMessageValues;
  approve: NoMessageValues;
  reject: NoMessageValues;
  close: NoMessageValues;
  approved: { name: string };
  rejected: { name: string };
  approvalFailed: NoMessageValues;
  rejectionFailed: NoMessageValues;
}>({
  title: { id: 'admin.pendingApprovals.dialog.title', defaultMessage: 'Review application' },
  named: { id: 'admin.pendingApprovals.dialog.named', defaultMessage: '{name} · {kind}' },
  description: {
    id: 'admin.pendingApprovals.dialog.description',
    defaultMessage: 'Check the details and each document, then approve or reject.',
  },
  loading: { id: 'admin.pendingApprovals.dialog.loading', defaultMessage: 'Loading application…' },
  loadFailed: {
    id: 'admin.pendingApprovals.dialog.loadFailed',
    defaultMessage: 'Failed to load the application',
  },
  email: { id: 'admin.pendingApprovals.dialog.email', defaultMessage: 'Email' },
  phone: { id: 'admin.pendingApprovals.dialog.phone', defaultMessage: 'Phone' },
  nmcNumber: { id: 'admin.pendingApprovals.dialog.nmcNumber', defaultMessage: 'NMC number' },
  specialization: {
    id: 'admin.pendingApprovals.dialog.specialization',
    defaultMessage: 'Specialization',
  },
  documentNumber: {
    id: 'admin.pendingApprovals.dialog.documentNumber',
    defaultMessage: 'Document number',
  },
  registrationNumber: {
    id: 'admin.pendingApprovals.dialog.registrationNumber',
    defaultMessage: 'Registration number',
  },
  city: { id: 'admin.pendingApprovals.dialog.city', defaultMessage: 'City' },
  link: { id: 'admin.pendingApprovals.dialog.link', defaultMessage: 'NMC register link' },
  submitted: { id: 'admin.pendingApprovals.dialog.submitted', defaultMessage: 'Submitted' },
  documents: { id: 'admin.pendingApprovals.dialog.documents', defaultMessage: 'Documents' },
  noDocuments: {
    id: 'admin.pendingApprovals.dialog.noDocuments',
    defaultMessage: 'No documents were uploaded.',
  },
  openDocument: {
    id: 'admin.pendingApprovals.dialog.openDocument',
    defaultMessage: 'Open {name}',
  },
  preview: { id: 'admin.pendingApprovals.dialog.preview', defaultMessage: 'Show {name}' },
  previewAlt: {
    id: 'admin.pendingApprovals.dialog.previewAlt',
    defaultMessage: 'Document: {name}',
  },
  documentLoading: {
    id: 'admin.pendingApprovals.dialog.documentLoading',
    defaultMessage: 'Loading document…',
  },
  documentFailed: {
    id: 'admin.pendingApprovals.dialog.documentFailed',
    defaultMessage: 'The document could not be loaded',
  },
  remarks: { id: 'admin.pendingApprovals.dialog.remarks', defaultMessage: 'Remarks' },
  remarksHint: {
    id: 'admin.pendingApprovals.dialog.remarksHint',
    defaultMessage: 'Required to reject; the applicant reads them.',
  },
  approve: { id: 'admin.pendingApprovals.dialog.approve', defaultMessage: 'Approve' },
  reject: { id: 'admin.pendingApprovals.dialog.reject', defaultMessage: 'Reject' },
  close: { id: 'admin.pendingApprovals.dialog.close', defaultMessage: 'Close' },
  approved: {
    id: 'admin.pendingApprovals.dialog.approved',
    defaultMessage: '{name} is approved',
  },
  rejected: {
    id: 'admin.pendingApprovals.dialog.rejected',
    defaultMessage: '{name} is rejected',
  },
  approvalFailed: {
    id: 'admin.pendingApprovals.dialog.approvalFailed',
    defaultMessage: 'Approval failed',
  },
  rejectionFailed: {
    id: 'admin.pendingApprovals.dialog.rejectionFailed',
    defaultMessage: 'Rejection failed',
  },
});

/** The queue's failure, in 002 §8's words when the server gives none of its own. */
export const listOverrides: ErrorOverrides = {
  serverError: messages.fetchFailed,
  fallback: messages.fetchFailed,
};
export const approveOverrides: ErrorOverrides = {
  serverError: dialogMessages.approvalFailed,
  fallback: dialogMessages.approvalFailed,
};
export const rejectOverrides: ErrorOverrides = {
  serverError: dialogMessages.rejectionFailed,
  fallback: dialogMessages.rejectionFailed,
};
