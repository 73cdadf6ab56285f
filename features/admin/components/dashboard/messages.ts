import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ErrorOverrides } from '@lib/errors';

export const messages = defineMessages<{
  title: NoMessageValues;
  overview: NoMessageValues;
  totalUsers: NoMessageValues;
  totalDoctors: NoMessageValues;
  totalHospitals: NoMessageValues;
  totalPharmacies: NoMessageValues;
  totalLabs: NoMessageValues;
  totalAmbulances: NoMessageValues;
  pendingTotal: NoMessageValues;
  statsFailed: NoMessageValues;
  dashboardFailed: NoMessageValues;
  pendingTitle: NoMessageValues;
  refresh: NoMessageValues;
  viewAll: NoMessageValues;
  noPending: NoMessageValues;
  submitted: { kind: string; date: string };
  overdue: NoMessageValues;
  quickActions: NoMessageValues;
  manageUsers: NoMessageValues;
  manageHospitals: NoMessageValues;
  settings: NoMessageValues;
}>({
  title: { id: 'admin.dashboard.title', defaultMessage: 'Dashboard' },
  overview: { id: 'admin.dashboard.overview', defaultMessage: 'Overview' },
  totalUsers: { id: 'admin.dashboard.totalUsers', defaultMessage: 'Total users' },
  totalDoctors: { id: 'admin.dashboard.totalDoctors', defaultMessage: 'Doctors' },
  totalHospitals: { id: 'admin.dashboard.totalHospitals', defaultMessage: 'Hospitals' },
  totalPharmacies: { id: 'admin.dashboard.totalPharmacies', defaultMessage: 'Pharmacies' },
  totalLabs: { id: 'admin.dashboard.totalLabs', defaultMessage: 'Labs' },
  totalAmbulances: { id: 'admin.dashboard.totalAmbulances', defaultMessage: 'Ambulances' },
  pendingTotal: { id: 'admin.dashboard.pendingTotal', defaultMessage: 'Pending approvals' },
  statsFailed: { id: 'admin.dashboard.statsFailed', defaultMessage: 'Failed to load admin stats' },
  dashboardFailed: {
    id: 'admin.dashboard.dashboardFailed',
    defaultMessage: 'Failed to load dashboard data',
  },
  pendingTitle: { id: 'admin.dashboard.pendingTitle', defaultMessage: 'Latest applications' },
  refresh: { id: 'admin.dashboard.refresh', defaultMessage: 'Refresh' },
  viewAll: { id: 'admin.dashboard.viewAll', defaultMessage: 'View all' },
  noPending: { id: 'admin.dashboard.noPending', defaultMessage: 'No pending approvals found.' },
  submitted: { id: 'admin.dashboard.submitted', defaultMessage: '{kind} · submitted {date}' },
  overdue: { id: 'admin.dashboard.overdue', defaultMessage: 'Overdue' },
  quickActions: { id: 'admin.dashboard.quickActions', defaultMessage: 'Quick actions' },
  manageUsers: { id: 'admin.dashboard.manageUsers', defaultMessage: 'Manage users' },
  manageHospitals: { id: 'admin.dashboard.manageHospitals', defaultMessage: 'Manage hospitals' },
  settings: { id: 'admin.dashboard.settings', defaultMessage: 'System settings' },
});

/** 002 §8: the stats' failure, and the dashboard's own when the server gives no words. */
export const statsOverrides: ErrorOverrides = {
  serverError: messages.statsFailed,
  fallback: messages.statsFailed,
};
export const dashboardOverrides: ErrorOverrides = {
  serverError: messages.dashboardFailed,
  fallback: messages.dashboardFailed,
};

/** The failure's words under the title, unless they are the title's. */
export const unlessSame = (text: string, title: string) => (text === title ? undefined : text);
