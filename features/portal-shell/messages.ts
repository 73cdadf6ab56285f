import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Role } from '@contract/roles';
import type { AnyPortalTab, BadgeKind, Portal } from './tabs';

/** One label per tab id: a tab that two portals share reads the same in both. */
export const tabLabels: Readonly<Record<AnyPortalTab, MessageDescriptor>> = defineMessages({
  dashboard: { id: 'portalShell.tab.dashboard', defaultMessage: 'Dashboard' },
  appointments: { id: 'portalShell.tab.appointments', defaultMessage: 'Appointments' },
  records: { id: 'portalShell.tab.records', defaultMessage: 'Medical Records' },
  prescriptions: { id: 'portalShell.tab.prescriptions', defaultMessage: 'Prescriptions' },
  medicines: { id: 'portalShell.tab.medicines', defaultMessage: 'Medicines' },
  notifications: { id: 'portalShell.tab.notifications', defaultMessage: 'Notifications' },
  emergency: { id: 'portalShell.tab.emergency', defaultMessage: 'Emergency' },
  historyPaper: { id: 'portalShell.tab.historyPaper', defaultMessage: 'History Paper' },
  'health-posts': { id: 'portalShell.tab.healthPosts', defaultMessage: 'Health Posts' },
  profile: { id: 'portalShell.tab.profile', defaultMessage: 'Profile' },
  patients: { id: 'portalShell.tab.patients', defaultMessage: 'Patients' },
  referrals: { id: 'portalShell.tab.referrals', defaultMessage: 'Referrals' },
  consultations: { id: 'portalShell.tab.consultations', defaultMessage: 'Consultations' },
  transfers: { id: 'portalShell.tab.transfers', defaultMessage: 'Transfers' },
  requests: { id: 'portalShell.tab.requests', defaultMessage: 'Requests' },
  letters: { id: 'portalShell.tab.letters', defaultMessage: 'Letters' },
  'advanced-schedule': {
    id: 'portalShell.tab.advancedSchedule',
    defaultMessage: 'Advanced Schedule',
  },
  verification: { id: 'portalShell.tab.verification', defaultMessage: 'Verification' },
  blog: { id: 'portalShell.tab.blog', defaultMessage: 'Blog' },
  'pending-approvals': {
    id: 'portalShell.tab.pendingApprovals',
    defaultMessage: 'Pending Approvals',
  },
  users: { id: 'portalShell.tab.users', defaultMessage: 'Users' },
  hospitals: { id: 'portalShell.tab.hospitals', defaultMessage: 'Hospitals' },
  pharmacies: { id: 'portalShell.tab.pharmacies', defaultMessage: 'Pharmacies' },
  labs: { id: 'portalShell.tab.labs', defaultMessage: 'Labs' },
  ambulances: { id: 'portalShell.tab.ambulances', defaultMessage: 'Ambulances' },
  settings: { id: 'portalShell.tab.settings', defaultMessage: 'Settings' },
  analytics: { id: 'portalShell.tab.analytics', defaultMessage: 'Analytics' },
  'buy-coffee': { id: 'portalShell.tab.buyCoffee', defaultMessage: 'Buy Me a Coffee' },
  moderation: { id: 'portalShell.tab.moderation', defaultMessage: 'Reported Posts' },
  'audit-log': { id: 'portalShell.tab.auditLog', defaultMessage: 'Audit Log' },
});

/** The role label under the user's name (sidebar, /dashboard). */
export const roleLabels: Readonly<Record<Role, MessageDescriptor>> = defineMessages({
  patient: { id: 'portalShell.role.patient', defaultMessage: 'Patient' },
  public: { id: 'portalShell.role.public', defaultMessage: 'Public' },
  doctor: { id: 'portalShell.role.doctor', defaultMessage: 'Doctor' },
  hospital: { id: 'portalShell.role.hospital', defaultMessage: 'Hospital' },
  lab: { id: 'portalShell.role.lab', defaultMessage: 'Lab' },
  pharmacy: { id: 'portalShell.role.pharmacy', defaultMessage: 'Pharmacy' },
  ambulance: { id: 'portalShell.role.ambulance', defaultMessage: 'Ambulance' },
  admin: { id: 'portalShell.role.admin', defaultMessage: 'Administrator' },
});

/** The role label for any value a user record may carry; none for an unknown role. */
export function roleLabelFor(role: unknown): MessageDescriptor | null {
  return typeof role === 'string' && Object.hasOwn(roleLabels, role)
    ? roleLabels[role as Role]
    : null;
}

/** Each portal's name: the navigation landmark and the mobile menu's title. */
export const portalNames: Readonly<Record<Portal, MessageDescriptor>> = defineMessages({
  user: { id: 'portalShell.portal.user', defaultMessage: 'Patient portal' },
  doctor: { id: 'portalShell.portal.doctor', defaultMessage: 'Doctor portal' },
  admin: { id: 'portalShell.portal.admin', defaultMessage: 'Admin portal' },
});

/** What a badge says to a screen reader; the number alone would not say what it counts. */
export const badgeLabels = defineMessages<{
  new: { count: number };
  pending: { count: number };
  active: { count: number };
}>({
  new: { id: 'portalShell.badge.new', defaultMessage: '{count, number} new' },
  pending: { id: 'portalShell.badge.pending', defaultMessage: '{count, number} pending' },
  active: { id: 'portalShell.badge.active', defaultMessage: '{count, number} active' },
}) satisfies Record<BadgeKind, MessageDescriptor>;

/** Shared by the shell and the /dashboard page. */
export const commonMessages = defineMessages({
  userFallback: { id: 'portalShell.common.userFallback', defaultMessage: 'User' },
  loading: { id: 'portalShell.common.loading', defaultMessage: 'Loading...' },
});
