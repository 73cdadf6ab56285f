import { defineMessages } from 'react-intl';
export const messages = defineMessages({
  title: { id: 'admin.analytics.title', defaultMessage: 'Analytics' },
  period: { id: 'admin.analytics.period', defaultMessage: 'Period' },
  period7days: { id: 'admin.analytics.period7days', defaultMessage: 'Last 7 days' },
  period30days: { id: 'admin.analytics.period30days', defaultMessage: 'Last 30 days' },
  period3months: { id: 'admin.analytics.period3months', defaultMessage: 'Last 3 months' },
  period6months: { id: 'admin.analytics.period6months', defaultMessage: 'Last 6 months' },
  period1year: { id: 'admin.analytics.period1year', defaultMessage: 'Last year' },
  exportData: { id: 'admin.analytics.exportData', defaultMessage: 'Export Data' },
  loadFailed: { id: 'admin.analytics.loadFailed', defaultMessage: 'Analytics could not load' },
  overview: { id: 'admin.analytics.overview', defaultMessage: 'Overview' },
  users: { id: 'admin.analytics.users', defaultMessage: 'Users' },
  doctors: { id: 'admin.analytics.doctors', defaultMessage: 'Doctors' },
  hospitals: { id: 'admin.analytics.hospitals', defaultMessage: 'Hospitals' },
  labs: { id: 'admin.analytics.labs', defaultMessage: 'Labs' },
  pharmacies: { id: 'admin.analytics.pharmacies', defaultMessage: 'Pharmacies' },
  ambulances: { id: 'admin.analytics.ambulances', defaultMessage: 'Ambulances' },
  appointments: { id: 'admin.analytics.appointments', defaultMessage: 'Appointments' },
  revenue: { id: 'admin.analytics.revenue', defaultMessage: 'Revenue' },
  activeSubscriptions: {
    id: 'admin.analytics.activeSubscriptions',
    defaultMessage: 'Active subscriptions',
  },
  pendingVerifications: {
    id: 'admin.analytics.pendingVerifications',
    defaultMessage: 'Pending verifications',
  },
  growth: { id: 'admin.analytics.growth', defaultMessage: 'User growth' },
  growthMetric: { id: 'admin.analytics.growthMetric', defaultMessage: 'Show' },
  revenueTrend: { id: 'admin.analytics.revenueTrend', defaultMessage: 'Revenue trend' },
  revenueNote: {
    id: 'admin.analytics.revenueNote',
    defaultMessage:
      'Consultation fees of completed appointments. No subscription is sold yet, so subscription revenue is 0.',
  },
  consultations: { id: 'admin.analytics.consultations', defaultMessage: 'Consultations' },
  subscriptions: { id: 'admin.analytics.subscriptions', defaultMessage: 'Subscriptions' },
  when: { id: 'admin.analytics.when', defaultMessage: 'When' },
  showTable: { id: 'admin.analytics.showTable', defaultMessage: 'Figures as a table' },
  appointmentStats: {
    id: 'admin.analytics.appointmentStats',
    defaultMessage: 'Appointment statistics',
  },
  completed: { id: 'admin.analytics.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'admin.analytics.cancelled', defaultMessage: 'Cancelled' },
  pending: { id: 'admin.analytics.pending', defaultMessage: 'Pending' },
  noShow: { id: 'admin.analytics.noShow', defaultMessage: 'No-show' },
  topPerformers: { id: 'admin.analytics.topPerformers', defaultMessage: 'Top performers' },
  topDoctors: { id: 'admin.analytics.topDoctors', defaultMessage: 'Top doctors' },
  topHospitals: { id: 'admin.analytics.topHospitals', defaultMessage: 'Top hospitals' },
  topLabs: { id: 'admin.analytics.topLabs', defaultMessage: 'Top labs (by rating)' },
  name: { id: 'admin.analytics.name', defaultMessage: 'Name' },
  city: { id: 'admin.analytics.city', defaultMessage: 'City' },
  rating: { id: 'admin.analytics.rating', defaultMessage: 'Rating' },
  notRated: { id: 'admin.analytics.notRated', defaultMessage: 'Not rated' },
  noneYet: { id: 'admin.analytics.noneYet', defaultMessage: 'Nothing in this period yet' },
  regions: { id: 'admin.analytics.regions', defaultMessage: 'Geographic distribution' },
  regionsNote: {
    id: 'admin.analytics.regionsNote',
    defaultMessage: 'Patients by the city of the hospital they last booked in',
  },
  otherCities: { id: 'admin.analytics.otherCities', defaultMessage: 'Other cities' },
  share: { id: 'admin.analytics.share', defaultMessage: 'Share' },
  devices: { id: 'admin.analytics.devices', defaultMessage: 'Device usage' },
  mobile: { id: 'admin.analytics.mobile', defaultMessage: 'Mobile' },
  desktop: { id: 'admin.analytics.desktop', defaultMessage: 'Desktop' },
  tablet: { id: 'admin.analytics.tablet', defaultMessage: 'Tablet' },
  signIns: { id: 'admin.analytics.signIns', defaultMessage: 'Sign-ins' },
  subscriptionAnalytics: {
    id: 'admin.analytics.subscriptionAnalytics',
    defaultMessage: 'Subscription analytics',
  },
  subscriptionNote: {
    id: 'admin.analytics.subscriptionNote',
    defaultMessage: 'Plans from the settings; none has been sold yet.',
  },
  plan: { id: 'admin.analytics.plan', defaultMessage: 'Plan' },
  price: { id: 'admin.analytics.price', defaultMessage: 'Price' },
  count: { id: 'admin.analytics.count', defaultMessage: 'Subscribers' },
});

/** The messages that take values, typed by them. */
export const valueMessages = defineMessages<{
  range: { from: string; to: string };
  growthSummary: { metric: string; total: string; peak: string };
  revenueSummary: { total: string; peak: string };
  devicesNote: { unknown: string };
}>({
  range: { id: 'admin.analytics.range', defaultMessage: '{from} to {to}' },
  growthSummary: {
    id: 'admin.analytics.growthSummary',
    defaultMessage: '{metric}: {total} new in the period, most in {peak}',
  },
  revenueSummary: {
    id: 'admin.analytics.revenueSummary',
    defaultMessage: 'Revenue {total} in the period, most in {peak}',
  },
  devicesNote: {
    id: 'admin.analytics.devicesNote',
    defaultMessage: 'Sign-ins by device; {unknown} more from an unknown device',
  },
});
