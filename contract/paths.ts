import { sessionPaths } from './session-paths';

/**
 * The API path of every contract endpoint (under /api), without its schemas: `routes`
 * and `endpoints` take their paths from here.
 */
export const paths = {
  ...sessionPaths,
  register: '/auth/register',
  checkDuplicate: '/auth/check-duplicate',
  sendCode: '/auth/forgot-password/send-code',
  verifyCode: '/auth/forgot-password/verify-code',
  resendCode: '/auth/forgot-password/resend-code',
  resetPassword: '/auth/forgot-password/reset',
  legacyForgot: '/auth/forgotpassword',
  legacyReset: '/auth/resetpassword/:token',
  sendContact: '/contact',
  contactMessages: '/admin/contact-messages',
  setMaintenance: '/admin/settings/maintenance',
  doctors: '/doctors',
  doctorsNearby: '/doctors/nearby',
  doctorsSearch: '/doctors/search',
  doctor: '/doctors/:id',
  doctorAvailability: '/doctors/:id/availability',
  doctorSchedule: '/doctors/:id/schedule',
  search: '/search',
  hospitals: '/hospitals',
  hospitalsSearch: '/search/hospitals',
  hospital: '/hospitals/:id',
  hospitalsNearby: '/hospitals/nearby',
  labs: '/labs',
  labsSearch: '/search/labs',
  lab: '/labs/:id',
  pharmacies: '/pharmacies',
  pharmaciesSearch: '/search/pharmacies',
  pharmacy: '/pharmacies/:id',
  ambulances: '/ambulances',
  ambulancesSearch: '/search/ambulances',
  ambulance: '/ambulances/:id',
  ambulancesNearby: '/ambulances/nearby',
  doctorSlots: '/doctors/:id/slots',
  book: '/appointments/enhanced',
  appointments: '/appointments',
  appointment: '/appointments/:id',
  acceptAppointment: '/appointments/:id/accept',
  prescribe: '/appointments/:id/prescription',
  cancelByLink: '/appointments/cancel-by-link',
  prescriptions: '/prescriptions',
  notifications: '/notifications',
  readNotification: '/notifications/:id/read',
  readAllNotifications: '/notifications/mark-all-read',
  feed: '/feed',
  myPosts: '/feed/my-posts',
  postAnalytics: '/feed/my-posts/analytics',
  likedPosts: '/feed/liked-posts',
  postViews: '/feed/views',
  postMedia: '/feed/media/:id',
  post: '/feed/:id',
  likePost: '/feed/:id/like',
  unlikePost: '/feed/:id/unlike',
  sharePost: '/feed/:id/share',
  reportPost: '/feed/:id/report',
  postComments: '/feed/:id/comments',
  postComment: '/feed/:id/comments/:commentId',
  devOutbox: '/dev/outbox',
  applyDoctorVerification: '/verification/doctor',
  applyPatientVerification: '/verification/patient',
  applyProviderVerification: '/verification/provider',
  myVerification: '/verification/me',
  verificationDocument: '/verification/documents/:id',
  pendingApprovals: '/admin/pending-approvals',
  verificationApplication: '/admin/verification/:id',
  approveDoctor: '/admin/approve-doctor/:id',
  approvePatient: '/admin/approve-patient/:id',
  approveProvider: '/admin/approve-provider/:id',
  // Dashboard (issue 14)
  adminDashboard: '/admin/dashboard',
  // Moderation (issue 14)
  adminReports: '/admin/reports',
  moderatePost: '/admin/reports/:postId',
  // Users (issue 14)
  adminUsers: '/admin/users',
  updateAdminUser: '/admin/users/:id',
  setUserStatus: '/admin/users/:id/status',
  // Providers (issue 14)
  adminProviders: '/admin/providers/:kind',
  adminProvider: '/admin/providers/:kind/:id',
  verifyProvider: '/admin/providers/:kind/:id/verify',
  adminAmbulances: '/admin/ambulances',
  createAmbulance: '/ambulances',
  adminAmbulance: '/ambulances/:id',
  // Settings (issue 14)
  sendEmailCode: '/auth/email-verification/send-code',
  verifyEmail: '/auth/email-verification/verify',
  systemSettings: '/admin/settings',
  restoreDefaultSettings: '/admin/settings/restore-defaults',
  // Backups (issue 14)
  backups: '/admin/backups',
  startBackup: '/admin/backups',
  // Analytics (issue 14)
  adminAnalytics: '/admin/analytics',
  // Donation (issue 14)
  uploadDonationQr: '/admin/settings/buymecoffee-qr',
  donationQrImage: '/settings/buymecoffee-qr/:file',
  // Audit (issue 14)
  auditLog: '/admin/audit-log',
  auditLogExport: '/admin/audit-log/export',
  // Records (issue 15)
  fileUpload: '/files/upload',
  records: '/records',
  recordAccessHistory: '/records/access-history',
  record: '/records/:id',
  patientRecords: '/patients/:patientId/records',
  recordFile: '/files/serve-user/:userId/medical-records/:file',
  recordFileShort: '/files/serve/medical-records/:file',
  // Prescriptions (issue 15)
  doctorPrescriptions: '/doctor/prescriptions',
  doctorPrescriptionsExport: '/doctor/prescriptions/export',
  prescribableAppointments: '/doctor/prescriptions/prescribable',
  prescriptionDetail: '/prescriptions/:id',
  prescriptionStatus: '/prescriptions/:id/status',
  patientPrescriptions: '/patient/prescriptions',
  uploadedPrescriptions: '/patient/prescriptions/uploads',
  uploadPrescription: '/prescriptions/upload',
  uploadedPrescriptionFile: '/prescriptions/uploads/:id/file',
  uploadedPrescriptionSignature: '/prescriptions/uploads/:id/signature',
  // Public prescription check (issue 15)
  prescriptionPdf: '/prescriptions/:id/pdf',
  verifyRx: '/rx/:code',
  // Patients (issue 15)
  doctorPatients: '/doctor/patients',
  doctorPatientCritical: '/doctor/patients/:patientId/critical',
  // Provider ratings (issue 14)
  providerRating: '/providers/:id/rating',
  // Schedule and hospitals (issue 16)
  scheduleSlots: '/doctor/schedule',
  scheduleSlot: '/doctor/schedule/:id',
  doctorHospitals: '/doctor/hospitals',
  connectHospital: '/doctor/hospitals/:id/connect',
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  doctorProfileDocuments: '/doctor/profile/documents',
  doctorProfileDocument: '/doctor/profile/documents/:file',
  doctorProfile: '/doctor/profile',
  doctorProfilePicture: '/doctor/profile/picture',
  doctorProfileSection: '/doctor/profile/:section',
  profileImage: '/files/common/profile-images/:file',
  // Doctor dashboard (issue 16)
  doctorDashboard: '/doctor/dashboard',
  doctorAnalytics: '/doctor/analytics',
  // Medicine orders (issue 17)
  orderPharmacies: '/orders/pharmacies',
  orders: '/orders',
  order: '/orders/:id',
  cancelOrder: '/orders/:id/cancel',
  pharmacyOrders: '/pharmacy/orders',
  advanceOrder: '/pharmacy/orders/:id/status',
  // Emergency (issue 17)
  emergencyContacts: '/emergency/contacts',
  emergencyContact: '/emergency/contacts/:id',
  emergencySos: '/emergency/sos',
  emergencySosCancel: '/emergency/sos/cancel',
  emergencyHistory: '/emergency/history',
  // Patient profile and notifications (issue 17)
  notificationUnreadCount: '/notifications/unread-count',
  notificationPreferences: '/notifications/preferences',
  deleteNotification: '/notifications/:id',
  deleteAllNotifications: '/notifications',
  patientProfile: '/patient/profile',
  patientProfilePicture: '/patient/profile/picture',
  patientDocuments: '/patient/documents',
  patientDocument: '/patient/documents/:id',
  patientDocumentFile: '/patient/documents/:id/file',
  // Patient dashboard, history paper and doctor ratings (issue 17)
  patientDashboard: '/patient/dashboard',
  visitedDoctors: '/patient/visited-doctors',
  doctorCanRate: '/doctors/:id/can-rate',
  doctorRatings: '/doctors/:id/ratings',
  historyPaper: '/history-paper',
  // Referrals and care access (issue 18)
  careColleagues: '/care/colleagues',
  referrals: '/care/referrals',
  referralStatus: '/care/referrals/:id/status',
  // Transfers (issue 18)
  transfers: '/transfers',
  transfer: '/transfers/:id',
  transferStatus: '/transfers/:id/status',
  // Consultations (issue 18)
  consultations: '/consultations',
  consultation: '/consultations/:id',
  consultationStatus: '/consultations/:id/status',
  consultationStart: '/consultations/:id/start',
  consultationEnd: '/consultations/:id/end',
  consultationMessages: '/consultations/:id/messages',
  // Requests (issue 18)
  doctorRequests: '/doctor/requests',
  respondToRequest: '/doctor/requests/:id/respond',
  appointmentRequests: '/appointments/:id/requests',
  myRequests: '/patient/requests',
  // Letters (issue 18)
  letters: '/letters',
  letter: '/letters/:id',
  sendLetter: '/letters/:id/send',
  // Care live and counts (issue 18)
  careCounts: '/care/counts',
} as const;

export type PathName = keyof typeof paths;

/** The `:name` segments of a path, as an object type: `'/feed/:id/comments/:commentId'` → `{ id; commentId }`. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name]: string } & PathParams<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? { [K in Name]: string }
      : Record<never, never>;
