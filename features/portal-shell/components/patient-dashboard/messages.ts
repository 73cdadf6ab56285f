import { defineMessages } from 'react-intl';

const plainMessages = defineMessages({
  intro: {
    id: 'portalShell.patientDashboard.intro',
    defaultMessage: 'What would you like to do today?',
  },
  quickNavigation: {
    id: 'portalShell.patientDashboard.quickNavigation',
    defaultMessage: 'Quick navigation',
  },
  myHealth: { id: 'portalShell.patientDashboard.myHealth', defaultMessage: 'My health' },
  findCare: { id: 'portalShell.patientDashboard.findCare', defaultMessage: 'Find care near you' },
  appointments: {
    id: 'portalShell.patientDashboard.appointments',
    defaultMessage: 'My appointments',
  },
  prescriptions: {
    id: 'portalShell.patientDashboard.prescriptions',
    defaultMessage: 'My prescriptions',
  },
  records: { id: 'portalShell.patientDashboard.records', defaultMessage: 'Medical records' },
  medicines: { id: 'portalShell.patientDashboard.medicines', defaultMessage: 'Order medicines' },
  emergency: { id: 'portalShell.patientDashboard.emergency', defaultMessage: 'Emergency' },
  doctors: { id: 'portalShell.patientDashboard.doctors', defaultMessage: 'Doctors near me' },
  pharmacies: {
    id: 'portalShell.patientDashboard.pharmacies',
    defaultMessage: 'Pharmacies near me',
  },
  labs: { id: 'portalShell.patientDashboard.labs', defaultMessage: 'Labs near me' },
  hospitals: {
    id: 'portalShell.patientDashboard.hospitals',
    defaultMessage: 'Hospitals near me',
  },
  ambulance: {
    id: 'portalShell.patientDashboard.ambulance',
    defaultMessage: 'Find an ambulance',
  },
});

const valueMessages = defineMessages<{ welcome: { name: string } }>({
  welcome: { id: 'portalShell.patientDashboard.welcome', defaultMessage: 'Welcome, {name}' },
});

export const messages = { ...plainMessages, ...valueMessages };
