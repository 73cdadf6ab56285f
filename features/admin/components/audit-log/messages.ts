import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  caption: { id: 'admin.audit.caption', defaultMessage: 'Audit log' },
  searchLabel: { id: 'admin.audit.searchLabel', defaultMessage: 'Person (name or email)' },
  actionFilter: { id: 'admin.audit.actionFilter', defaultMessage: 'Action' },
  subjectFilter: { id: 'admin.audit.subjectFilter', defaultMessage: 'Subject' },
  at: { id: 'admin.audit.at', defaultMessage: 'When' },
  actor: { id: 'admin.audit.actor', defaultMessage: 'Who' },
  action: { id: 'admin.audit.action', defaultMessage: 'Action' },
  subject: { id: 'admin.audit.subject', defaultMessage: 'Subject' },
  patient: { id: 'admin.audit.patient', defaultMessage: 'Whose records' },
  system: { id: 'admin.audit.system', defaultMessage: 'System' },
  emptyTitle: { id: 'admin.audit.emptyTitle', defaultMessage: 'Nothing recorded yet' },
  emptyDescription: {
    id: 'admin.audit.emptyDescription',
    defaultMessage: 'Every change and every read of health records appears here.',
  },
  dates: { id: 'admin.audit.dates', defaultMessage: 'Dates' },
  from: { id: 'admin.audit.from', defaultMessage: 'From' },
  to: { id: 'admin.audit.to', defaultMessage: 'To' },
  datesHint: {
    id: 'admin.audit.datesHint',
    defaultMessage: "Days in Nepal's time, both included.",
  },
  toBeforeFrom: {
    id: 'admin.audit.toBeforeFrom',
    defaultMessage: 'The end date cannot be before the start date.',
  },
  exportGroup: { id: 'admin.audit.exportGroup', defaultMessage: 'Export the filtered log' },
  exportCsv: { id: 'admin.audit.exportCsv', defaultMessage: 'Export CSV' },
  exportJson: { id: 'admin.audit.exportJson', defaultMessage: 'Export JSON' },
  exporting: { id: 'admin.audit.exporting', defaultMessage: 'Preparing the export…' },
});

/** Why an export failed, with the server's or the network's reason. */
export const exportMessages = defineMessages<{ exportFailed: { reason: string } }>({
  exportFailed: {
    id: 'admin.audit.exportFailed',
    defaultMessage: 'The audit log could not be exported. {reason}',
  },
});
