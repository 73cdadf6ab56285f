import { defineMessages } from 'react-intl';

/** The dashboard's server-backed parts (issue 17): figures and recent activity. */
export const dashboardMessages = defineMessages({
  figures: { id: 'portalShell.patientDashboard.figures', defaultMessage: 'At a glance' },
  upcomingAppointments: {
    id: 'portalShell.patientDashboard.upcomingAppointments',
    defaultMessage: 'Upcoming appointments',
  },
  activePrescriptions: {
    id: 'portalShell.patientDashboard.activePrescriptions',
    defaultMessage: 'Active prescriptions',
  },
  medicalRecords: {
    id: 'portalShell.patientDashboard.medicalRecords',
    defaultMessage: 'Medical records',
  },
  ordersInProgress: {
    id: 'portalShell.patientDashboard.ordersInProgress',
    defaultMessage: 'Orders in progress',
  },
  recentActivity: {
    id: 'portalShell.patientDashboard.recentActivity',
    defaultMessage: 'Recent activity',
  },
  noActivity: {
    id: 'portalShell.patientDashboard.noActivity',
    defaultMessage: 'Nothing yet. Your appointments, records and orders will show here.',
  },
  loadFailed: {
    id: 'portalShell.patientDashboard.loadFailed',
    defaultMessage: 'Failed to load dashboard data',
  },
  loading: {
    id: 'portalShell.patientDashboard.loading',
    defaultMessage: 'Loading your dashboard…',
  },
  appointmentKind: {
    id: 'portalShell.patientDashboard.appointmentKind',
    defaultMessage: 'Appointment',
  },
  recordKind: { id: 'portalShell.patientDashboard.recordKind', defaultMessage: 'Medical record' },
  orderKind: { id: 'portalShell.patientDashboard.orderKind', defaultMessage: 'Medicine order' },
});
