import { defineMessages } from 'react-intl';

/** The doctor's dashboard (001 §2.1): welcome, tabs, loading and failure. */
const plainMessages = defineMessages({
  tabs: { id: 'doctorDashboard.tabs.label', defaultMessage: 'Dashboard sections' },
  overview: { id: 'doctorDashboard.tabs.overview', defaultMessage: 'Overview' },
  analytics: { id: 'doctorDashboard.tabs.analytics', defaultMessage: 'Analytics' },
  notifications: { id: 'doctorDashboard.tabs.notifications', defaultMessage: 'Notifications' },
  loading: { id: 'doctorDashboard.state.loading', defaultMessage: 'Loading dashboard...' },
  loadFailed: {
    id: 'doctorDashboard.state.loadFailed',
    defaultMessage: 'The dashboard could not be loaded',
  },
});

const valueMessages = defineMessages<{
  welcome: { name: string };
  today: { date: string };
}>({
  welcome: { id: 'doctorDashboard.welcome.greeting', defaultMessage: 'Welcome, {name}' },
  today: { id: 'doctorDashboard.welcome.today', defaultMessage: 'Today is {date}' },
});

export const messages = { ...plainMessages, ...valueMessages };

/** The Overview: four cards, four quick actions, three lists. */
const plainOverviewMessages = defineMessages({
  figures: { id: 'doctorDashboard.overview.figures', defaultMessage: 'Your figures' },
  totalAppointments: {
    id: 'doctorDashboard.overview.totalAppointments',
    defaultMessage: 'Total Appointments',
  },
  totalPatients: { id: 'doctorDashboard.overview.totalPatients', defaultMessage: 'Total Patients' },
  prescriptions: { id: 'doctorDashboard.overview.prescriptions', defaultMessage: 'Prescriptions' },
  rating: { id: 'doctorDashboard.overview.rating', defaultMessage: 'Rating' },
  quickActions: { id: 'doctorDashboard.overview.quickActions', defaultMessage: 'Quick Actions' },
  newPrescription: {
    id: 'doctorDashboard.overview.newPrescription',
    defaultMessage: 'New Prescription',
  },
  referral: { id: 'doctorDashboard.overview.referral', defaultMessage: 'Patient Referral' },
  consultation: { id: 'doctorDashboard.overview.consultation', defaultMessage: 'Consultation' },
  letters: { id: 'doctorDashboard.overview.letters', defaultMessage: 'Medical Letters' },
  upcoming: {
    id: 'doctorDashboard.overview.upcoming',
    defaultMessage: 'Upcoming Appointments',
  },
  noUpcoming: {
    id: 'doctorDashboard.overview.noUpcoming',
    defaultMessage: 'No upcoming appointments',
  },
  recentPatients: {
    id: 'doctorDashboard.overview.recentPatients',
    defaultMessage: 'Recent Patients',
  },
  noPatients: { id: 'doctorDashboard.overview.noPatients', defaultMessage: 'No patients yet' },
  recentPrescriptions: {
    id: 'doctorDashboard.overview.recentPrescriptions',
    defaultMessage: 'Recent Prescriptions',
  },
  noPrescriptions: {
    id: 'doctorDashboard.overview.noPrescriptions',
    defaultMessage: 'No prescriptions yet',
  },
  viewAll: { id: 'doctorDashboard.overview.viewAll', defaultMessage: 'View All' },
  notSeen: { id: 'doctorDashboard.overview.notSeen', defaultMessage: 'Not seen yet' },
});

const valueOverviewMessages = defineMessages<{
  pending: { count: number; shown: string };
  ratingCount: { count: number; shown: string };
  viewAllOf: { list: string };
  at: { date: string; time: string };
  lastVisit: { date: string };
}>({
  pending: {
    id: 'doctorDashboard.overview.pending',
    defaultMessage: '{count, plural, one {{shown} pending} other {{shown} pending}}',
  },
  ratingCount: {
    id: 'doctorDashboard.overview.ratingCount',
    defaultMessage:
      '{count, plural, =0 {No ratings yet} one {{shown} rating} other {{shown} ratings}}',
  },
  viewAllOf: {
    id: 'doctorDashboard.overview.viewAllOf',
    defaultMessage: 'View all: {list}',
  },
  at: { id: 'doctorDashboard.overview.at', defaultMessage: '{date} at {time}' },
  lastVisit: { id: 'doctorDashboard.overview.lastVisit', defaultMessage: 'Last visit {date}' },
});

export const overviewMessages = { ...plainOverviewMessages, ...valueOverviewMessages };

/** 001 §4's appointment statuses, as the dashboard names them. */
export const statusMessages = defineMessages({
  requested: { id: 'doctorDashboard.status.requested', defaultMessage: 'Requested' },
  confirmed: { id: 'doctorDashboard.status.confirmed', defaultMessage: 'Confirmed' },
  'in-progress': { id: 'doctorDashboard.status.inProgress', defaultMessage: 'In progress' },
  completed: { id: 'doctorDashboard.status.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'doctorDashboard.status.cancelled', defaultMessage: 'Cancelled' },
});

/** The Analytics tab. */
const plainAnalyticsMessages = defineMessages({
  activity: { id: 'doctorDashboard.analytics.activity', defaultMessage: 'Last six months' },
  chartSummary: {
    id: 'doctorDashboard.analytics.chartSummary',
    defaultMessage: 'Appointments and prescriptions per month; the table below gives every figure.',
  },
  month: { id: 'doctorDashboard.analytics.month', defaultMessage: 'Month' },
  appointments: { id: 'doctorDashboard.analytics.appointments', defaultMessage: 'Appointments' },
  prescriptions: { id: 'doctorDashboard.analytics.prescriptions', defaultMessage: 'Prescriptions' },
  thisMonth: { id: 'doctorDashboard.analytics.thisMonth', defaultMessage: 'This Month' },
  lastMonth: { id: 'doctorDashboard.analytics.lastMonth', defaultMessage: 'Last Month' },
  vsLastMonth: { id: 'doctorDashboard.analytics.vsLastMonth', defaultMessage: 'vs last month' },
  noComparison: {
    id: 'doctorDashboard.analytics.noComparison',
    defaultMessage: 'None last month to compare with',
  },
  rating: { id: 'doctorDashboard.analytics.rating', defaultMessage: 'Your Rating' },
  posts: { id: 'doctorDashboard.analytics.posts', defaultMessage: 'Posts engagement' },
  totalPosts: { id: 'doctorDashboard.analytics.totalPosts', defaultMessage: 'Total Posts' },
  totalLikes: { id: 'doctorDashboard.analytics.totalLikes', defaultMessage: 'Total Likes' },
  totalComments: {
    id: 'doctorDashboard.analytics.totalComments',
    defaultMessage: 'Total Comments',
  },
  totalShares: { id: 'doctorDashboard.analytics.totalShares', defaultMessage: 'Total Shares' },
  monthlyReach: { id: 'doctorDashboard.analytics.monthlyReach', defaultMessage: 'Monthly Reach' },
  engagementRate: {
    id: 'doctorDashboard.analytics.engagementRate',
    defaultMessage: 'Engagement Rate',
  },
  loadFailed: {
    id: 'doctorDashboard.analytics.loadFailed',
    defaultMessage: 'The analytics could not be loaded',
  },
});

const valueAnalyticsMessages = defineMessages<{
  comparison: { what: string; current: string; previous: string };
  ratingBasis: { count: number; shown: string };
  stars: { stars: number; shown: string };
}>({
  comparison: {
    id: 'doctorDashboard.analytics.comparison',
    defaultMessage: '{what}: this month {current}, last month {previous}',
  },
  ratingBasis: {
    id: 'doctorDashboard.analytics.ratingBasis',
    defaultMessage:
      '{count, plural, =0 {No ratings yet} one {from {shown} rating} other {from {shown} ratings}}',
  },
  stars: {
    id: 'doctorDashboard.analytics.stars',
    defaultMessage: '{stars, plural, one {{shown} star} other {{shown} stars}}',
  },
});

export const analyticsMessages = { ...plainAnalyticsMessages, ...valueAnalyticsMessages };

/** The Notifications tab. */
export const notificationMessages = defineMessages({
  markAll: { id: 'doctorDashboard.notifications.markAll', defaultMessage: 'Mark all as read' },
  markAllFailed: {
    id: 'doctorDashboard.notifications.markAllFailed',
    defaultMessage: 'The notifications could not be marked as read. Please try again.',
  },
  empty: { id: 'doctorDashboard.notifications.empty', defaultMessage: 'No notifications yet' },
  unread: { id: 'doctorDashboard.notifications.unread', defaultMessage: 'Unread' },
  loadFailed: {
    id: 'doctorDashboard.notifications.loadFailed',
    defaultMessage: 'The notifications could not be loaded',
  },
});
