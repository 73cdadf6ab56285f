import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  pageTitle: NoMessageValues;
  loading: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFoundDescription: NoMessageValues;
  failed: NoMessageValues;
  contact: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  address: NoMessageValues;
  departments: NoMessageValues;
  noDepartments: NoMessageValues;
  doctors: NoMessageValues;
  noDoctors: NoMessageValues;
  days: { days: string };
}>({
  pageTitle: { id: 'discovery.hospital.pageTitle', defaultMessage: 'Hospital details' },
  loading: { id: 'discovery.hospital.loading', defaultMessage: 'Loading hospital details…' },
  notFoundTitle: { id: 'discovery.hospital.notFoundTitle', defaultMessage: 'Hospital Not Found' },
  notFoundDescription: {
    id: 'discovery.hospital.notFoundDescription',
    defaultMessage: 'The requested hospital could not be found.',
  },
  failed: { id: 'discovery.hospital.failed', defaultMessage: 'Failed to load hospital details' },
  contact: { id: 'discovery.hospital.contact', defaultMessage: 'Contact' },
  phone: { id: 'discovery.hospital.phone', defaultMessage: 'Phone' },
  email: { id: 'discovery.hospital.email', defaultMessage: 'Email' },
  address: { id: 'discovery.hospital.address', defaultMessage: 'Address' },
  departments: { id: 'discovery.hospital.departments', defaultMessage: 'Departments' },
  noDepartments: {
    id: 'discovery.hospital.noDepartments',
    defaultMessage: 'No departments listed yet.',
  },
  doctors: { id: 'discovery.hospital.doctors', defaultMessage: 'Doctors who practise here' },
  noDoctors: {
    id: 'discovery.hospital.noDoctors',
    defaultMessage: 'No doctors list their visits here yet.',
  },
  days: { id: 'discovery.hospital.days', defaultMessage: 'Visits: {days}' },
});
