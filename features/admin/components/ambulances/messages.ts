import { defineMessages } from 'react-intl';

type Named = { name: string };

export const messages = defineMessages({
  title: { id: 'admin.ambulances.title', defaultMessage: 'Ambulances' },
  add: { id: 'admin.ambulances.add', defaultMessage: 'Add ambulance' },
  editTitle: { id: 'admin.ambulances.editTitle', defaultMessage: 'Edit ambulance' },
  search: {
    id: 'admin.ambulances.search',
    defaultMessage: 'Search by name, registration or phone',
  },
  filter: { id: 'admin.ambulances.filter', defaultMessage: 'Status' },
  sort: { id: 'admin.ambulances.sort', defaultMessage: 'Sort by' },
  sortName: { id: 'admin.ambulances.sortName', defaultMessage: 'Name' },
  sortStatus: { id: 'admin.ambulances.sortStatus', defaultMessage: 'Status' },
  sortType: { id: 'admin.ambulances.sortType', defaultMessage: 'Vehicle type' },
  name: { id: 'admin.ambulances.name', defaultMessage: 'Name' },
  registrationNumber: {
    id: 'admin.ambulances.registrationNumber',
    defaultMessage: 'Registration number',
  },
  vehicleType: { id: 'admin.ambulances.vehicleType', defaultMessage: 'Vehicle type' },
  contactEmail: { id: 'admin.ambulances.contactEmail', defaultMessage: 'Contact email' },
  contactPhone: { id: 'admin.ambulances.contactPhone', defaultMessage: 'Contact phone' },
  status: { id: 'admin.ambulances.status', defaultMessage: 'Status' },
  actions: { id: 'admin.ambulances.actions', defaultMessage: 'Actions' },
  active: { id: 'admin.ambulances.active', defaultMessage: 'Active' },
  inactive: { id: 'admin.ambulances.inactive', defaultMessage: 'Inactive' },
  pending: { id: 'admin.ambulances.pending', defaultMessage: 'Pending' },
  edit: { id: 'admin.ambulances.edit', defaultMessage: 'Edit' },
  delete: { id: 'admin.ambulances.delete', defaultMessage: 'Delete' },
  cancel: { id: 'admin.ambulances.cancel', defaultMessage: 'Cancel' },
  save: { id: 'admin.ambulances.save', defaultMessage: 'Save' },
  details: { id: 'admin.ambulances.details', defaultMessage: 'Ambulance details' },
  confirmDelete: {
    id: 'admin.ambulances.confirmDelete',
    defaultMessage: 'Are you sure you want to delete this ambulance?',
  },
  deleteDescription: {
    id: 'admin.ambulances.deleteDescription',
    defaultMessage: 'One linked to an account is deactivated and kept in the records.',
  },
  empty: { id: 'admin.ambulances.empty', defaultMessage: 'No ambulances found' },
  emptyDescription: {
    id: 'admin.ambulances.emptyDescription',
    defaultMessage: 'Try another search or status.',
  },
  basic: { id: 'admin.ambulances.vehicle.basic', defaultMessage: 'Basic' },
  advanced: { id: 'admin.ambulances.vehicle.advanced', defaultMessage: 'Advanced' },
  neonatal: { id: 'admin.ambulances.vehicle.neonatal', defaultMessage: 'Neonatal' },
  patientTransport: {
    id: 'admin.ambulances.vehicle.patientTransport',
    defaultMessage: 'Patient Transport',
  },
  mobileIcu: { id: 'admin.ambulances.vehicle.mobileIcu', defaultMessage: 'Mobile ICU' },
});

export const namedMessages = defineMessages<{
  editNamed: Named;
  deleteNamed: Named;
  saved: Named;
  deleted: Named;
  deactivated: Named;
}>({
  editNamed: { id: 'admin.ambulances.editNamed', defaultMessage: 'Edit {name}' },
  deleteNamed: { id: 'admin.ambulances.deleteNamed', defaultMessage: 'Delete {name}' },
  saved: { id: 'admin.ambulances.saved', defaultMessage: '{name} was saved' },
  deleted: { id: 'admin.ambulances.deleted', defaultMessage: '{name} was deleted' },
  deactivated: {
    id: 'admin.ambulances.deactivated',
    defaultMessage: '{name} is linked to an account, so it was deactivated instead of deleted',
  },
});

export const vehicleMessages = {
  Basic: messages.basic,
  Advanced: messages.advanced,
  Neonatal: messages.neonatal,
  'Patient Transport': messages.patientTransport,
  'Mobile ICU': messages.mobileIcu,
} as const;

export const statusMessages = {
  active: messages.active,
  inactive: messages.inactive,
  pending: messages.pending,
} as const;
