import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  summary: NoMessageValues;
  statTotal: NoMessageValues;
  statActive: NoMessageValues;
  statCompleted: NoMessageValues;
  statThisMonth: NoMessageValues;
  caption: NoMessageValues;
  searchLabel: NoMessageValues;
  statusFilter: NoMessageValues;
  newPrescription: NoMessageValues;
  exportCsv: NoMessageValues;
  exporting: NoMessageValues;
  exportFailed: { reason: string };
  colPrescription: NoMessageValues;
  colPatient: NoMessageValues;
  colDiagnosis: NoMessageValues;
  colMedications: NoMessageValues;
  colStatus: NoMessageValues;
  colValidUntil: NoMessageValues;
  colActions: NoMessageValues;
  moreMedications: { count: number };
  edited: { date: string; time: string };
  expiringSoon: NoMessageValues;
  details: NoMessageValues;
  detailsFor: { number: string; patient: string };
  moreActions: { number: string };
  edit: NoMessageValues;
  print: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  copyFailed: NoMessageValues;
  downloadPdf: NoMessageValues;
  pdfFailed: { reason: string };
  complete: NoMessageValues;
  cancel: NoMessageValues;
  completeTitle: { number: string };
  completeDescription: { patient: string };
  cancelTitle: { number: string };
  cancelDescription: { patient: string };
  keep: NoMessageValues;
  completed: NoMessageValues;
  cancelled: NoMessageValues;
  statusFailed: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  loadFailed: NoMessageValues;
}>({
  summary: { id: 'prescriptions.doctor.summary', defaultMessage: 'Prescription figures' },
  statTotal: { id: 'prescriptions.doctor.statTotal', defaultMessage: 'Total Prescriptions' },
  statActive: { id: 'prescriptions.doctor.statActive', defaultMessage: 'Active' },
  statCompleted: { id: 'prescriptions.doctor.statCompleted', defaultMessage: 'Completed' },
  statThisMonth: { id: 'prescriptions.doctor.statThisMonth', defaultMessage: 'This Month' },
  caption: { id: 'prescriptions.doctor.caption', defaultMessage: 'Your prescriptions' },
  searchLabel: {
    id: 'prescriptions.doctor.searchLabel',
    defaultMessage: 'Search prescriptions by patient, diagnosis or medicine',
  },
  statusFilter: { id: 'prescriptions.doctor.statusFilter', defaultMessage: 'Status' },
  newPrescription: { id: 'prescriptions.doctor.new', defaultMessage: 'New Prescription' },
  exportCsv: { id: 'prescriptions.doctor.export', defaultMessage: 'Export' },
  exporting: { id: 'prescriptions.doctor.exporting', defaultMessage: 'Exporting…' },
  exportFailed: {
    id: 'prescriptions.doctor.exportFailed',
    defaultMessage: 'Could not export the prescriptions: {reason}',
  },
  colPrescription: { id: 'prescriptions.doctor.colPrescription', defaultMessage: 'Prescription' },
  colPatient: { id: 'prescriptions.doctor.colPatient', defaultMessage: 'Patient' },
  colDiagnosis: { id: 'prescriptions.doctor.colDiagnosis', defaultMessage: 'Diagnosis' },
  colMedications: { id: 'prescriptions.doctor.colMedications', defaultMessage: 'Medications' },
  colStatus: { id: 'prescriptions.doctor.colStatus', defaultMessage: 'Status' },
  colValidUntil: { id: 'prescriptions.doctor.colValidUntil', defaultMessage: 'Valid until' },
  colActions: { id: 'prescriptions.doctor.colActions', defaultMessage: 'Actions' },
  moreMedications: { id: 'prescriptions.doctor.moreMedications', defaultMessage: '+{count} more' },
  edited: { id: 'prescriptions.doctor.edited', defaultMessage: 'Edited {date} at {time}' },
  expiringSoon: { id: 'prescriptions.doctor.expiringSoon', defaultMessage: 'Expiring soon' },
  details: { id: 'prescriptions.doctor.details', defaultMessage: 'Details' },
  detailsFor: {
    id: 'prescriptions.doctor.detailsFor',
    defaultMessage: 'Details of {number} for {patient}',
  },
  moreActions: {
    id: 'prescriptions.doctor.moreActions',
    defaultMessage: 'More actions for {number}',
  },
  edit: { id: 'prescriptions.doctor.edit', defaultMessage: 'Edit' },
  print: { id: 'prescriptions.doctor.print', defaultMessage: 'Print' },
  copy: { id: 'prescriptions.doctor.copy', defaultMessage: 'Copy' },
  copied: {
    id: 'prescriptions.doctor.copied',
    defaultMessage: 'Prescription copied to clipboard',
  },
  copyFailed: {
    id: 'prescriptions.doctor.copyFailed',
    defaultMessage: 'Could not copy the prescription. Please try again.',
  },
  downloadPdf: { id: 'prescriptions.doctor.downloadPdf', defaultMessage: 'Download PDF' },
  pdfFailed: {
    id: 'prescriptions.doctor.pdfFailed',
    defaultMessage: 'Could not download the PDF: {reason}',
  },
  complete: { id: 'prescriptions.doctor.complete', defaultMessage: 'Mark completed' },
  cancel: { id: 'prescriptions.doctor.cancel', defaultMessage: 'Cancel prescription' },
  completeTitle: {
    id: 'prescriptions.doctor.completeTitle',
    defaultMessage: 'Mark {number} as completed?',
  },
  completeDescription: {
    id: 'prescriptions.doctor.completeDescription',
    defaultMessage: "{patient}'s course is finished; the prescription can no longer be used.",
  },
  cancelTitle: { id: 'prescriptions.doctor.cancelTitle', defaultMessage: 'Cancel {number}?' },
  cancelDescription: {
    id: 'prescriptions.doctor.cancelDescription',
    defaultMessage:
      '{patient} and pharmacists will see it as cancelled. This cannot be undone, and it can no longer be edited.',
  },
  keep: { id: 'prescriptions.doctor.keep', defaultMessage: 'Keep it' },
  completed: {
    id: 'prescriptions.doctor.completedToast',
    defaultMessage: 'Prescription marked as completed',
  },
  cancelled: {
    id: 'prescriptions.doctor.cancelledToast',
    defaultMessage: 'Prescription cancelled',
  },
  statusFailed: {
    id: 'prescriptions.doctor.statusFailed',
    defaultMessage: 'Failed to update the prescription. Please try again.',
  },
  emptyTitle: { id: 'prescriptions.doctor.emptyTitle', defaultMessage: 'No prescriptions found' },
  emptyDescription: {
    id: 'prescriptions.doctor.emptyDescription',
    defaultMessage: 'Prescriptions you write after a completed appointment appear here.',
  },
  loadFailed: {
    id: 'prescriptions.doctor.loadFailed',
    defaultMessage: 'Failed to load prescriptions.',
  },
});

export const statusMessages = defineMessages<{
  all: NoMessageValues;
  active: NoMessageValues;
  completed: NoMessageValues;
  cancelled: NoMessageValues;
  expired: NoMessageValues;
}>({
  all: { id: 'prescriptions.doctor.status.all', defaultMessage: 'All' },
  active: { id: 'prescriptions.doctor.status.active', defaultMessage: 'Active' },
  completed: { id: 'prescriptions.doctor.status.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'prescriptions.doctor.status.cancelled', defaultMessage: 'Cancelled' },
  expired: { id: 'prescriptions.doctor.status.expired', defaultMessage: 'Expired' },
});
