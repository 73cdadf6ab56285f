import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** The actions the server records, as a person reads them. */
const actionLabels = defineMessages({
  read: { id: 'admin.audit.read', defaultMessage: 'Read' },
  create: { id: 'admin.audit.create', defaultMessage: 'Created' },
  update: { id: 'admin.audit.update', defaultMessage: 'Changed' },
  delete: { id: 'admin.audit.delete', defaultMessage: 'Deleted' },
  restore: { id: 'admin.audit.restore', defaultMessage: 'Restored' },
  export: { id: 'admin.audit.export', defaultMessage: 'Exported' },
});

/** The kinds of thing an entry is about, as a person reads them. */
const subjectLabels = defineMessages({
  user: { id: 'admin.audit.subjectType.user', defaultMessage: 'Account' },
  appointment: { id: 'admin.audit.subjectType.appointment', defaultMessage: 'Appointment' },
  prescription: { id: 'admin.audit.subjectType.prescription', defaultMessage: 'Prescription' },
  record: { id: 'admin.audit.subjectType.record', defaultMessage: 'Health record' },
  verification_application: {
    id: 'admin.audit.subjectType.verificationApplication',
    defaultMessage: 'Verification application',
  },
  verification_document: {
    id: 'admin.audit.subjectType.verificationDocument',
    defaultMessage: 'Verification document',
  },
  post: { id: 'admin.audit.subjectType.post', defaultMessage: 'Community post' },
  hospital: { id: 'admin.audit.subjectType.hospital', defaultMessage: 'Hospital' },
  pharmacy: { id: 'admin.audit.subjectType.pharmacy', defaultMessage: 'Pharmacy' },
  lab: { id: 'admin.audit.subjectType.lab', defaultMessage: 'Lab' },
  ambulance: { id: 'admin.audit.subjectType.ambulance', defaultMessage: 'Ambulance' },
  settings: { id: 'admin.audit.subjectType.settings', defaultMessage: 'System settings' },
  setting: { id: 'admin.audit.subjectType.setting', defaultMessage: 'System setting' },
  backup: { id: 'admin.audit.subjectType.backup', defaultMessage: 'Backup' },
  contact_messages: {
    id: 'admin.audit.subjectType.contactMessages',
    defaultMessage: 'Contact messages',
  },
  audit_log: { id: 'admin.audit.subjectType.auditLog', defaultMessage: 'Audit log' },
});

export const auditActions = Object.keys(actionLabels) as Array<keyof typeof actionLabels>;
export const auditSubjects = Object.keys(subjectLabels) as Array<keyof typeof subjectLabels>;

const labelOf =
  (labels: Readonly<Record<string, MessageDescriptor>>) => (intl: IntlShape, value: string) =>
    Object.hasOwn(labels, value) ? intl.formatMessage(labels[value]!) : value;

/** An action's label; one the screen does not know yet shows as recorded. */
export const actionLabel = labelOf(actionLabels);
/** A subject type's label; one the screen does not know yet shows as recorded. */
export const subjectLabel = labelOf(subjectLabels);
