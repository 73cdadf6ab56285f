import { defineMessages } from 'react-intl';
import type { UserStatus } from '@contract/admin-users';
import type { Role } from '@contract/roles';

export const messages = defineMessages({
  caption: { id: 'admin.users.caption', defaultMessage: 'Users' },
  searchLabel: { id: 'admin.users.searchLabel', defaultMessage: 'Search by name, email or phone' },
  roleFilter: { id: 'admin.users.roleFilter', defaultMessage: 'Role' },
  statusFilter: { id: 'admin.users.statusFilter', defaultMessage: 'Status' },
  name: { id: 'admin.users.name', defaultMessage: 'Name' },
  email: { id: 'admin.users.email', defaultMessage: 'Email' },
  role: { id: 'admin.users.role', defaultMessage: 'Role' },
  status: { id: 'admin.users.status', defaultMessage: 'Status' },
  registered: { id: 'admin.users.registered', defaultMessage: 'Registered' },
  lastLogin: { id: 'admin.users.lastLogin', defaultMessage: 'Last login' },
  actions: { id: 'admin.users.actions', defaultMessage: 'Actions' },
  never: { id: 'admin.users.never', defaultMessage: 'Never' },
  edit: { id: 'admin.users.edit', defaultMessage: 'Edit' },
  emptyTitle: { id: 'admin.users.emptyTitle', defaultMessage: 'No users yet' },
  emptyDescription: {
    id: 'admin.users.emptyDescription',
    defaultMessage: 'Accounts appear here as people register.',
  },
  dialogTitle: { id: 'admin.users.dialogTitle', defaultMessage: 'Edit user' },
  save: { id: 'admin.users.save', defaultMessage: 'Save changes' },
  cancel: { id: 'admin.users.cancel', defaultMessage: 'Cancel' },
  confirmDescription: {
    id: 'admin.users.confirmDescription',
    defaultMessage:
      'They are signed out at once and cannot sign in again until an admin makes the account active.',
  },
  confirmSuspend: { id: 'admin.users.confirmSuspend', defaultMessage: 'Suspend account' },
});

/** Messages that name the account. */
export const namedMessages = defineMessages<
  Record<'editUser' | 'dialogDescription' | 'saved' | 'confirmTitle', { name: string }>
>({
  editUser: { id: 'admin.users.editUser', defaultMessage: 'Edit {name}' },
  dialogDescription: {
    id: 'admin.users.dialogDescription',
    defaultMessage:
      'A new role or status signs {name} out of every device. Suspended and inactive accounts cannot sign in.',
  },
  saved: { id: 'admin.users.saved', defaultMessage: '{name} is saved' },
  confirmTitle: { id: 'admin.users.confirmTitle', defaultMessage: 'Suspend {name}?' },
});

export const roleMessages = defineMessages<Role>({
  patient: { id: 'admin.users.rolePatient', defaultMessage: 'Patient' },
  public: { id: 'admin.users.rolePublic', defaultMessage: 'Public' },
  doctor: { id: 'admin.users.roleDoctor', defaultMessage: 'Doctor' },
  hospital: { id: 'admin.users.roleHospital', defaultMessage: 'Hospital' },
  lab: { id: 'admin.users.roleLab', defaultMessage: 'Lab' },
  pharmacy: { id: 'admin.users.rolePharmacy', defaultMessage: 'Pharmacy' },
  ambulance: { id: 'admin.users.roleAmbulance', defaultMessage: 'Ambulance' },
  admin: { id: 'admin.users.roleAdmin', defaultMessage: 'Admin' },
});

export const statusMessages = defineMessages<UserStatus>({
  active: { id: 'admin.users.statusActive', defaultMessage: 'Active' },
  inactive: { id: 'admin.users.statusInactive', defaultMessage: 'Inactive' },
  suspended: { id: 'admin.users.statusSuspended', defaultMessage: 'Suspended' },
});
