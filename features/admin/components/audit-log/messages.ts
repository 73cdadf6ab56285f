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
  read: { id: 'admin.audit.read', defaultMessage: 'Read' },
  create: { id: 'admin.audit.create', defaultMessage: 'Created' },
  update: { id: 'admin.audit.update', defaultMessage: 'Changed' },
  delete: { id: 'admin.audit.delete', defaultMessage: 'Deleted' },
  export: { id: 'admin.audit.export', defaultMessage: 'Exported' },
});
