import { paths, type PathParams } from './paths';
import type { Role } from './roles';
import { portalRoutes } from './routes-portal';

/**
 * Who may call what: `anyone` includes signed-out visitors; `signed-in` is every role.
 * The server registers each route from this table and refuses other callers; the
 * authorisation-matrix test walks it for anonymous and all eight roles.
 */
export type Access = 'anyone' | 'signed-in' | readonly Role[];

/** How an endpoint is reached: zod-free, so the client's first load can carry it. */
export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, with `:param` segments. */
  path: string;
  access: Access;
};

/** Who books: patients (a signed-in member of the public is treated as one, 000 §6). */
const patients = ['patient', 'public'] as const;
/** The two sides of an appointment. */
const bookingParties = ['patient', 'public', 'doctor'] as const;
/** Who writes posts (the author type is kept: 000 §3). */
const authors = ['doctor', 'hospital', 'lab', 'pharmacy'] as const;
/** Who applies to be verified as an organisation (issue 14). */
const providers = ['hospital', 'lab', 'pharmacy', 'ambulance'] as const;
/** Everyone who may apply to be verified. */
const applicants = ['doctor', ...patients, ...providers] as const;

/**
 * Method, path and access of every contract endpoint, by the endpoint's name.
 * `contract/endpoints.ts` adds the schemas; the client calls by name from here
 * (`lib/api` `call`), the server registers from there.
 */
export const routes = {
  health: { method: 'GET', path: paths.health, access: 'anyone' },
  publicSettings: { method: 'GET', path: paths.publicSettings, access: 'anyone' },
  login: { method: 'POST', path: paths.login, access: 'anyone' },
  me: { method: 'GET', path: paths.me, access: 'signed-in' },
  refresh: { method: 'POST', path: paths.refresh, access: 'anyone' },
  register: { method: 'POST', path: paths.register, access: 'anyone' },
  checkDuplicate: { method: 'POST', path: paths.checkDuplicate, access: 'anyone' },
  logout: { method: 'GET', path: paths.logout, access: 'anyone' },
  sendCode: { method: 'POST', path: paths.sendCode, access: 'anyone' },
  verifyCode: { method: 'POST', path: paths.verifyCode, access: 'anyone' },
  resendCode: { method: 'POST', path: paths.resendCode, access: 'anyone' },
  resetPassword: { method: 'POST', path: paths.resetPassword, access: 'anyone' },
  legacyForgot: { method: 'POST', path: paths.legacyForgot, access: 'anyone' },
  legacyReset: { method: 'PUT', path: paths.legacyReset, access: 'anyone' },
  sendContact: { method: 'POST', path: paths.sendContact, access: 'anyone' },
  contactMessages: { method: 'GET', path: paths.contactMessages, access: ['admin'] },
  setMaintenance: { method: 'PUT', path: paths.setMaintenance, access: ['admin'] },
  doctors: { method: 'GET', path: paths.doctors, access: 'anyone' },
  doctorsNearby: { method: 'GET', path: paths.doctorsNearby, access: 'anyone' },
  doctorsSearch: { method: 'GET', path: paths.doctorsSearch, access: 'anyone' },
  doctor: { method: 'GET', path: paths.doctor, access: 'anyone' },
  doctorAvailability: { method: 'GET', path: paths.doctorAvailability, access: 'anyone' },
  doctorSchedule: { method: 'GET', path: paths.doctorSchedule, access: 'anyone' },
  search: { method: 'GET', path: paths.search, access: 'anyone' },
  hospitals: { method: 'GET', path: paths.hospitals, access: 'anyone' },
  hospitalsSearch: { method: 'GET', path: paths.hospitalsSearch, access: 'anyone' },
  hospital: { method: 'GET', path: paths.hospital, access: 'anyone' },
  hospitalsNearby: { method: 'GET', path: paths.hospitalsNearby, access: 'anyone' },
  labs: { method: 'GET', path: paths.labs, access: 'anyone' },
  labsSearch: { method: 'GET', path: paths.labsSearch, access: 'anyone' },
  lab: { method: 'GET', path: paths.lab, access: 'anyone' },
  pharmacies: { method: 'GET', path: paths.pharmacies, access: 'anyone' },
  pharmaciesSearch: { method: 'GET', path: paths.pharmaciesSearch, access: 'anyone' },
  pharmacy: { method: 'GET', path: paths.pharmacy, access: 'anyone' },
  ambulances: { method: 'GET', path: paths.ambulances, access: 'anyone' },
  ambulancesSearch: { method: 'GET', path: paths.ambulancesSearch, access: 'anyone' },
  ambulance: { method: 'GET', path: paths.ambulance, access: 'anyone' },
  ambulancesNearby: { method: 'GET', path: paths.ambulancesNearby, access: 'anyone' },
  doctorSlots: { method: 'GET', path: paths.doctorSlots, access: 'anyone' },
  book: { method: 'POST', path: paths.book, access: patients },
  appointments: { method: 'GET', path: paths.appointments, access: bookingParties },
  appointment: { method: 'GET', path: paths.appointment, access: bookingParties },
  acceptAppointment: { method: 'PUT', path: paths.acceptAppointment, access: ['doctor'] },
  changeAppointmentStatus: { method: 'PUT', path: paths.appointment, access: bookingParties },
  prescribe: { method: 'POST', path: paths.prescribe, access: ['doctor'] },
  cancelByLink: { method: 'POST', path: paths.cancelByLink, access: 'anyone' },
  prescriptions: { method: 'GET', path: paths.prescriptions, access: bookingParties },
  notifications: { method: 'GET', path: paths.notifications, access: 'signed-in' },
  readNotification: { method: 'POST', path: paths.readNotification, access: 'signed-in' },
  readAllNotifications: { method: 'POST', path: paths.readAllNotifications, access: 'signed-in' },
  feed: { method: 'GET', path: paths.feed, access: 'anyone' },
  myPosts: { method: 'GET', path: paths.myPosts, access: authors },
  postAnalytics: { method: 'GET', path: paths.postAnalytics, access: authors },
  likedPosts: { method: 'GET', path: paths.likedPosts, access: 'signed-in' },
  postViews: { method: 'POST', path: paths.postViews, access: 'anyone' },
  postMedia: { method: 'GET', path: paths.postMedia, access: 'anyone' },
  createPost: { method: 'POST', path: paths.feed, access: authors },
  post: { method: 'GET', path: paths.post, access: 'anyone' },
  updatePost: { method: 'PUT', path: paths.post, access: authors },
  deletePost: { method: 'DELETE', path: paths.post, access: authors },
  likePost: { method: 'POST', path: paths.likePost, access: 'signed-in' },
  unlikePost: { method: 'POST', path: paths.unlikePost, access: 'signed-in' },
  sharePost: { method: 'POST', path: paths.sharePost, access: 'anyone' },
  reportPost: { method: 'POST', path: paths.reportPost, access: 'signed-in' },
  postComments: { method: 'GET', path: paths.postComments, access: 'anyone' },
  addComment: { method: 'POST', path: paths.postComments, access: 'signed-in' },
  deleteComment: { method: 'DELETE', path: paths.postComment, access: 'signed-in' },
  devOutbox: { method: 'GET', path: paths.devOutbox, access: 'anyone' },
  applyDoctorVerification: {
    method: 'POST',
    path: paths.applyDoctorVerification,
    access: ['doctor'],
  },
  applyPatientVerification: {
    method: 'POST',
    path: paths.applyPatientVerification,
    access: patients,
  },
  applyProviderVerification: {
    method: 'POST',
    path: paths.applyProviderVerification,
    access: providers,
  },
  myVerification: { method: 'GET', path: paths.myVerification, access: applicants },
  verificationDocument: { method: 'GET', path: paths.verificationDocument, access: 'signed-in' },
  pendingApprovals: { method: 'GET', path: paths.pendingApprovals, access: ['admin'] },
  verificationApplication: {
    method: 'GET',
    path: paths.verificationApplication,
    access: ['admin'],
  },
  approveDoctor: { method: 'PUT', path: paths.approveDoctor, access: ['admin'] },
  approvePatient: { method: 'PUT', path: paths.approvePatient, access: ['admin'] },
  approveProvider: { method: 'PUT', path: paths.approveProvider, access: ['admin'] },
  // Dashboard (issue 14)
  adminDashboard: { method: 'GET', path: paths.adminDashboard, access: ['admin'] },
  // Moderation (issue 14)
  adminReports: { method: 'GET', path: paths.adminReports, access: ['admin'] },
  moderatePost: { method: 'PUT', path: paths.moderatePost, access: ['admin'] },
  // Users (issue 14)
  adminUsers: { method: 'GET', path: paths.adminUsers, access: ['admin'] },
  updateAdminUser: { method: 'PUT', path: paths.updateAdminUser, access: ['admin'] },
  setUserStatus: { method: 'PUT', path: paths.setUserStatus, access: ['admin'] },
  // Providers (issue 14)
  adminProviders: { method: 'GET', path: paths.adminProviders, access: ['admin'] },
  createProvider: { method: 'POST', path: paths.adminProviders, access: ['admin'] },
  updateProvider: { method: 'PUT', path: paths.adminProvider, access: ['admin'] },
  deleteProvider: { method: 'DELETE', path: paths.adminProvider, access: ['admin'] },
  verifyProvider: { method: 'PUT', path: paths.verifyProvider, access: ['admin'] },
  adminAmbulances: { method: 'GET', path: paths.adminAmbulances, access: ['admin'] },
  createAmbulance: { method: 'POST', path: paths.createAmbulance, access: ['admin'] },
  updateAmbulance: { method: 'PUT', path: paths.adminAmbulance, access: ['admin'] },
  deleteAmbulance: { method: 'DELETE', path: paths.adminAmbulance, access: ['admin'] },
  // Settings (issue 14)
  sendEmailCode: { method: 'POST', path: paths.sendEmailCode, access: 'anyone' },
  verifyEmail: { method: 'POST', path: paths.verifyEmail, access: 'anyone' },
  systemSettings: { method: 'GET', path: paths.systemSettings, access: ['admin'] },
  updateSystemSettings: { method: 'PUT', path: paths.systemSettings, access: ['admin'] },
  restoreDefaultSettings: {
    method: 'POST',
    path: paths.restoreDefaultSettings,
    access: ['admin'],
  },
  // Backups (issue 14)
  backups: { method: 'GET', path: paths.backups, access: ['admin'] },
  startBackup: { method: 'POST', path: paths.startBackup, access: ['admin'] },
  // Analytics (issue 14)
  adminAnalytics: { method: 'GET', path: paths.adminAnalytics, access: ['admin'] },
  // Donation (issue 14)
  uploadDonationQr: { method: 'POST', path: paths.uploadDonationQr, access: ['admin'] },
  donationQrImage: { method: 'GET', path: paths.donationQrImage, access: 'anyone' },
  // Audit (issue 14)
  auditLog: { method: 'GET', path: paths.auditLog, access: ['admin'] },
  auditLogExport: { method: 'GET', path: paths.auditLogExport, access: ['admin'] },
  // Records (issue 15)
  fileUpload: { method: 'POST', path: paths.fileUpload, access: patients },
  records: { method: 'GET', path: paths.records, access: patients },
  createRecord: { method: 'POST', path: paths.records, access: patients },
  recordAccessHistory: { method: 'GET', path: paths.recordAccessHistory, access: patients },
  record: { method: 'GET', path: paths.record, access: bookingParties },
  deleteRecord: { method: 'DELETE', path: paths.record, access: patients },
  patientRecords: { method: 'GET', path: paths.patientRecords, access: ['doctor'] },
  recordFile: { method: 'GET', path: paths.recordFile, access: 'signed-in' },
  recordFileShort: { method: 'GET', path: paths.recordFileShort, access: 'signed-in' },
  // Prescriptions (issue 15)
  doctorPrescriptions: { method: 'GET', path: paths.doctorPrescriptions, access: ['doctor'] },
  createPrescription: { method: 'POST', path: paths.doctorPrescriptions, access: ['doctor'] },
  doctorPrescriptionsExport: {
    method: 'GET',
    path: paths.doctorPrescriptionsExport,
    access: ['doctor'],
  },
  prescribableAppointments: {
    method: 'GET',
    path: paths.prescribableAppointments,
    access: ['doctor'],
  },
  prescriptionDetail: { method: 'GET', path: paths.prescriptionDetail, access: bookingParties },
  updatePrescription: { method: 'PUT', path: paths.prescriptionDetail, access: ['doctor'] },
  setPrescriptionStatus: { method: 'PUT', path: paths.prescriptionStatus, access: ['doctor'] },
  patientPrescriptions: { method: 'GET', path: paths.patientPrescriptions, access: patients },
  uploadedPrescriptions: { method: 'GET', path: paths.uploadedPrescriptions, access: patients },
  uploadPrescription: { method: 'POST', path: paths.uploadPrescription, access: patients },
  uploadedPrescriptionFile: {
    method: 'GET',
    path: paths.uploadedPrescriptionFile,
    access: patients,
  },
  uploadedPrescriptionSignature: {
    method: 'GET',
    path: paths.uploadedPrescriptionSignature,
    access: patients,
  },
  // Public prescription check (issue 15)
  prescriptionPdf: { method: 'GET', path: paths.prescriptionPdf, access: bookingParties },
  verifyRx: { method: 'GET', path: paths.verifyRx, access: 'anyone' },
  // Patients (issue 15)
  doctorPatients: { method: 'GET', path: paths.doctorPatients, access: ['doctor'] },
  doctorPatientCritical: {
    method: 'PUT',
    path: paths.doctorPatientCritical,
    access: ['doctor'],
  },
  // Provider ratings (issue 14)
  rateProvider: { method: 'PUT', path: paths.providerRating, access: patients },
  myProviderRating: { method: 'GET', path: paths.providerRating, access: patients },
  // The doctor's workspace and the patient portal (issues 16, 17): contract/routes-portal.ts
  ...portalRoutes,
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;

/** The path of endpoint `name` with its `:params` filled in (each one URL-encoded). */
export function pathFor<N extends RouteName>(
  name: N,
  ...[params]: keyof PathParams<(typeof routes)[N]['path']> extends never
    ? [params?: Record<never, never>]
    : [params: PathParams<(typeof routes)[N]['path']>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return routes[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`pathFor(${name}): missing :${key}`);
    return encodeURIComponent(value);
  });
}
