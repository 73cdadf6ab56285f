export { activeConsultations } from './consultations';
export { doctorAnalytics } from './analytics';
export { doctorDashboard } from './overview';
export { monthStarts } from './months';
export { seedPostViews } from './seed';
