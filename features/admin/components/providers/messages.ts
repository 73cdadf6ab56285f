import { defineMessages } from 'react-intl';

type Named = { name: string };

export const messages = defineMessages({
  search: { id: 'admin.providers.search', defaultMessage: 'Search by name or city' },
  filter: { id: 'admin.providers.filter', defaultMessage: 'Filter' },
  sort: { id: 'admin.providers.sort', defaultMessage: 'Sort by' },
  name: { id: 'admin.providers.name', defaultMessage: 'Name' },
  location: { id: 'admin.providers.location', defaultMessage: 'Location' },
  type: { id: 'admin.providers.type', defaultMessage: 'Type' },
  departments: { id: 'admin.providers.departments', defaultMessage: 'Departments' },
  doctors: { id: 'admin.providers.doctors', defaultMessage: 'Doctors' },
  beds: { id: 'admin.providers.beds', defaultMessage: 'Beds' },
  tests: { id: 'admin.providers.tests', defaultMessage: 'Tests' },
  appointments: { id: 'admin.providers.appointments', defaultMessage: 'Appointments' },
  medicines: { id: 'admin.providers.medicines', defaultMessage: 'Medicines' },
  orders: { id: 'admin.providers.orders', defaultMessage: 'Orders' },
  homeCollection: { id: 'admin.providers.homeCollection', defaultMessage: 'Home collection' },
  deliveryAvailable: { id: 'admin.providers.deliveryAvailable', defaultMessage: 'Delivery' },
  contactEmail: { id: 'admin.providers.contactEmail', defaultMessage: 'Contact email' },
  contactPhone: { id: 'admin.providers.contactPhone', defaultMessage: 'Contact phone' },
  status: { id: 'admin.providers.status', defaultMessage: 'Status' },
  verification: { id: 'admin.providers.verification', defaultMessage: 'Verification' },
  rating: { id: 'admin.providers.rating', defaultMessage: 'Rating' },
  joined: { id: 'admin.providers.joined', defaultMessage: 'Joined' },
  actions: { id: 'admin.providers.actions', defaultMessage: 'Actions' },
  yes: { id: 'admin.providers.yes', defaultMessage: 'Yes' },
  no: { id: 'admin.providers.no', defaultMessage: 'No' },
  active: { id: 'admin.providers.active', defaultMessage: 'Active' },
  inactive: { id: 'admin.providers.inactive', defaultMessage: 'Inactive' },
  verified: { id: 'admin.providers.verified', defaultMessage: 'Verified' },
  pending: { id: 'admin.providers.pending', defaultMessage: 'Pending' },
  edit: { id: 'admin.providers.edit', defaultMessage: 'Edit' },
  verify: { id: 'admin.providers.verify', defaultMessage: 'Verify' },
  delete: { id: 'admin.providers.delete', defaultMessage: 'Delete' },
  deleteDescription: {
    id: 'admin.providers.deleteDescription',
    defaultMessage:
      'One with appointments, doctors or an account is deactivated and kept in the records.',
  },
  cancel: { id: 'admin.providers.cancel', defaultMessage: 'Cancel' },
  save: { id: 'admin.providers.save', defaultMessage: 'Save' },
  basics: { id: 'admin.providers.basics', defaultMessage: 'About' },
  contact: { id: 'admin.providers.contact', defaultMessage: 'Contact and services' },
  emptyTitle: { id: 'admin.providers.emptyTitle', defaultMessage: 'Nothing matches' },
  emptyDescription: {
    id: 'admin.providers.emptyDescription',
    defaultMessage: 'Try another search or filter.',
  },
  sortName: { id: 'admin.providers.sortName', defaultMessage: 'Name' },
  sortLocation: { id: 'admin.providers.sortLocation', defaultMessage: 'Location' },
  sortRatingDesc: { id: 'admin.providers.sortRatingDesc', defaultMessage: 'Rating: high to low' },
  sortRatingAsc: { id: 'admin.providers.sortRatingAsc', defaultMessage: 'Rating: low to high' },
  sortTestsDesc: { id: 'admin.providers.sortTestsDesc', defaultMessage: 'Tests: most first' },
  sortAppointmentsDesc: {
    id: 'admin.providers.sortAppointmentsDesc',
    defaultMessage: 'Appointments: most first',
  },
  sortDoctorsDesc: { id: 'admin.providers.sortDoctorsDesc', defaultMessage: 'Doctors: most first' },
  sortOrdersDesc: { id: 'admin.providers.sortOrdersDesc', defaultMessage: 'Orders: most first' },
  sortNewest: { id: 'admin.providers.sortNewest', defaultMessage: 'Newest' },
  sortOldest: { id: 'admin.providers.sortOldest', defaultMessage: 'Oldest' },
});

/** Per kind: the table's caption, the Add button, the dialogs and the delete question (002 §5). */
export const kindMessages = {
  hospital: defineMessages({
    title: { id: 'admin.providers.hospital.title', defaultMessage: 'Hospitals' },
    add: { id: 'admin.providers.hospital.add', defaultMessage: 'Add hospital' },
    editTitle: { id: 'admin.providers.hospital.editTitle', defaultMessage: 'Edit hospital' },
    confirmDelete: {
      id: 'admin.providers.hospital.confirmDelete',
      defaultMessage: 'Are you sure you want to delete this hospital?',
    },
  }),
  pharmacy: defineMessages({
    title: { id: 'admin.providers.pharmacy.title', defaultMessage: 'Pharmacies' },
    add: { id: 'admin.providers.pharmacy.add', defaultMessage: 'Add pharmacy' },
    editTitle: { id: 'admin.providers.pharmacy.editTitle', defaultMessage: 'Edit pharmacy' },
    confirmDelete: {
      id: 'admin.providers.pharmacy.confirmDelete',
      defaultMessage: 'Are you sure you want to delete this pharmacy?',
    },
  }),
  lab: defineMessages({
    title: { id: 'admin.providers.lab.title', defaultMessage: 'Labs' },
    add: { id: 'admin.providers.lab.add', defaultMessage: 'Add lab' },
    editTitle: { id: 'admin.providers.lab.editTitle', defaultMessage: 'Edit lab' },
    confirmDelete: {
      id: 'admin.providers.lab.confirmDelete',
      defaultMessage: 'Are you sure you want to delete this lab?',
    },
  }),
};

/** The kinds' types as people read them (002 §3). */
export const subtypeMessages = defineMessages({
  'Multi-Specialty': {
    id: 'admin.providers.subtype.multiSpecialty',
    defaultMessage: 'Multi-Specialty',
  },
  'Super Specialty': {
    id: 'admin.providers.subtype.superSpecialty',
    defaultMessage: 'Super Specialty',
  },
  'Single Specialty': {
    id: 'admin.providers.subtype.singleSpecialty',
    defaultMessage: 'Single Specialty',
  },
  Government: { id: 'admin.providers.subtype.government', defaultMessage: 'Government' },
  Private: { id: 'admin.providers.subtype.private', defaultMessage: 'Private' },
  'Retail Chain': { id: 'admin.providers.subtype.retailChain', defaultMessage: 'Retail Chain' },
  'Hospital Pharmacy': {
    id: 'admin.providers.subtype.hospitalPharmacy',
    defaultMessage: 'Hospital Pharmacy',
  },
  'Online Pharmacy': {
    id: 'admin.providers.subtype.onlinePharmacy',
    defaultMessage: 'Online Pharmacy',
  },
  Independent: { id: 'admin.providers.subtype.independent', defaultMessage: 'Independent' },
  'Diagnostic Chain': {
    id: 'admin.providers.subtype.diagnosticChain',
    defaultMessage: 'Diagnostic Chain',
  },
  'Hospital Lab': { id: 'admin.providers.subtype.hospitalLab', defaultMessage: 'Hospital Lab' },
  'Specialized Lab': {
    id: 'admin.providers.subtype.specializedLab',
    defaultMessage: 'Specialized Lab',
  },
});

/** Texts that name the provider. */
export const namedMessages = defineMessages<{
  editNamed: Named;
  verifyNamed: Named;
  deleteNamed: Named;
  verifiedToast: Named;
  deletedToast: Named;
  deactivatedToast: Named;
  savedToast: Named;
}>({
  editNamed: { id: 'admin.providers.editNamed', defaultMessage: 'Edit {name}' },
  verifyNamed: { id: 'admin.providers.verifyNamed', defaultMessage: 'Verify {name}' },
  deleteNamed: { id: 'admin.providers.deleteNamed', defaultMessage: 'Delete {name}' },
  verifiedToast: { id: 'admin.providers.verifiedToast', defaultMessage: '{name} is verified' },
  deletedToast: { id: 'admin.providers.deletedToast', defaultMessage: '{name} was deleted' },
  deactivatedToast: {
    id: 'admin.providers.deactivatedToast',
    defaultMessage: '{name} has history, so it was deactivated instead of deleted',
  },
  savedToast: { id: 'admin.providers.savedToast', defaultMessage: '{name} was saved' },
});
