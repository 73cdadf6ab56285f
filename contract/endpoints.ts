import type { z } from 'zod';
import * as a from './appointments';
import * as mod from './admin-moderation';
import * as ap from './admin-providers';
import * as au from './admin-users';
import * as aud from './admin-audit';
import * as bk from './admin-backups';
import * as auth from './auth';
import * as d from './discovery';
import * as dd from './doctor-dashboard';
import * as f from './feed';
import * as v from './verification';
import * as rec from './records';
import * as rx from './rx-verify';
import * as adminDashboard from './admin-dashboard';
import * as analytics from './admin-analytics';
import * as s from './admin-settings';
import * as pt from './patients';
import * as pr from './prescriptions';
import * as ratings from './provider-ratings';
import * as dr from './doctor-ratings';
import * as pd from './patient-dashboard';
import * as sch from './schedule';
import * as pp from './patient-profile';
import * as em from './emergency';
import * as orders from './orders';
import * as dp from './doctor-profile';
import * as cons from './consultations';
import * as tr from './transfers';
import * as refs from './referrals';
import * as lt from './letters';
import * as cc from './care-counts';
import * as creq from './care-requests';
import { routes, type Route, type RouteName } from './routes';
import { contactMessage } from './entities';
import {
  contactListResponse,
  contactResponse,
  devOutboxResponse,
  donationQrFields,
  donationQrResponse,
  healthResponse,
  maintenanceRequest,
  maintenanceResponse,
  pageQuery,
  publicSettingsResponse,
} from './system';

export type { Access } from './routes';

export type Endpoint = Route & {
  summary: string;
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields (JSON ones parsed) and its files. */
  multipart?: { fields: z.ZodType; files: string };
  query?: z.ZodType;
  response?: z.ZodType;
};

const e = <T extends Endpoint>(endpoint: T) => endpoint;

export const endpoints = {
  health: e({
    ...routes.health,
    summary: 'Liveness and database check',
    response: healthResponse,
  }),
  publicSettings: e({
    ...routes.publicSettings,
    summary: 'Public site settings',
    response: publicSettingsResponse,
  }),
  login: e({
    ...routes.login,
    summary: 'Sign in with email or phone',
    body: auth.loginRequest,
    response: auth.loginResponse,
  }),
  me: e({
    ...routes.me,
    summary: 'The current user',
    response: auth.meResponse,
  }),
  refresh: e({
    ...routes.refresh,
    summary: 'A new access token from the refresh cookie (rotated)',
    response: auth.refreshResponse,
  }),
  register: e({
    ...routes.register,
    summary: 'Create an account (any role but admin)',
    body: auth.registerRequest,
    response: auth.registerResponse,
  }),
  checkDuplicate: e({
    ...routes.checkDuplicate,
    summary: 'Whether an email or phone is still free',
    body: auth.checkDuplicateRequest,
    response: auth.checkDuplicateResponse,
  }),
  logout: e({
    ...routes.logout,
    summary: 'Revoke the refresh token and clear its cookie',
    response: auth.messageResponse,
  }),
  sendCode: e({
    ...routes.sendCode,
    summary: 'Send a 6-digit reset code by email or WhatsApp',
    body: auth.sendCodeRequest,
    response: auth.sendCodeResponse,
  }),
  verifyCode: e({
    ...routes.verifyCode,
    summary: 'Check a reset code',
    body: auth.verifyCodeRequest,
    response: auth.verifyCodeResponse,
  }),
  resendCode: e({
    ...routes.resendCode,
    summary: 'Send a new reset code (not before 60 s)',
    body: auth.resendCodeRequest,
    response: auth.resendCodeResponse,
  }),
  resetPassword: e({
    ...routes.resetPassword,
    summary: 'Set a new password with a verified code',
    body: auth.resetPasswordRequest,
    response: auth.resetPasswordResponse,
  }),
  legacyForgot: e({
    ...routes.legacyForgot,
    summary: 'Older client: email a reset link',
    body: auth.legacyForgotRequest,
    response: auth.legacyForgotResponse,
  }),
  legacyReset: e({
    ...routes.legacyReset,
    summary: 'Older client: reset with a link token',
    body: auth.legacyResetRequest,
    response: auth.messageResponse,
  }),
  sendContact: e({
    ...routes.sendContact,
    summary: 'Store a contact-form message for the admins (rate limited)',
    body: contactMessage,
    response: contactResponse,
  }),
  contactMessages: e({
    ...routes.contactMessages,
    summary: 'Contact-form messages, newest first (cursor-paginated)',
    query: pageQuery,
    response: contactListResponse,
  }),
  setMaintenance: e({
    ...routes.setMaintenance,
    summary: 'Turn maintenance mode on or off (only admins can use the app while on)',
    body: maintenanceRequest,
    response: maintenanceResponse,
  }),
  doctors: e({
    ...routes.doctors,
    summary: 'Verified doctors, best rated first (cursor-paginated)',
    query: d.doctorListQuery,
    response: d.doctorPageResponse,
  }),
  doctorsNearby: e({
    ...routes.doctorsNearby,
    summary: 'Verified doctors within a radius, nearest first, with distanceKm and the total',
    query: d.nearbyQuery,
    response: d.nearbyDoctorsResponse,
  }),
  doctorsSearch: e({
    ...routes.doctorsSearch,
    summary: 'Verified doctors by name, specialty or city (typo-tolerant)',
    query: d.doctorSearchQuery,
    response: d.doctorListResponse,
  }),
  doctor: e({
    ...routes.doctor,
    summary: 'A verified doctor public profile',
    response: d.doctorResponse,
  }),
  doctorAvailability: e({
    ...routes.doctorAvailability,
    summary: 'A doctor slots by day name',
    response: d.availabilityResponse,
  }),
  doctorSchedule: e({
    ...routes.doctorSchedule,
    summary: 'A doctor weekly schedule across hospitals',
    response: d.scheduleResponse,
  }),
  search: e({
    ...routes.search,
    summary: 'Doctors, hospitals, labs, pharmacies and ambulances in one call',
    query: d.searchQuery,
    response: d.searchResponse,
  }),
  hospitals: e({
    ...routes.hospitals,
    summary: 'Hospitals (cursor-paginated)',
    query: d.providerListQuery,
    response: d.providerPageResponse,
  }),
  hospitalsSearch: e({
    ...routes.hospitalsSearch,
    summary: 'Hospitals by name or city (typo-tolerant)',
    query: d.providerSearchQuery,
    response: d.providerListResponse,
  }),
  hospital: e({
    ...routes.hospital,
    summary: 'One hospital by id',
    response: d.hospitalResponse,
  }),
  hospitalsNearby: e({
    ...routes.hospitalsNearby,
    summary: 'Hospitals within a radius (default 50 km), nearest first',
    query: d.nearbyQuery,
    response: d.providerListResponse,
  }),
  labs: e({
    ...routes.labs,
    summary: 'Labs (cursor-paginated)',
    query: d.providerListQuery,
    response: d.providerPageResponse,
  }),
  labsSearch: e({
    ...routes.labsSearch,
    summary: 'Labs by name or city (typo-tolerant)',
    query: d.providerSearchQuery,
    response: d.providerListResponse,
  }),
  lab: e({
    ...routes.lab,
    summary: 'One lab by id',
    response: d.providerResponse,
  }),
  pharmacies: e({
    ...routes.pharmacies,
    summary: 'Pharmacies (cursor-paginated)',
    query: d.providerListQuery,
    response: d.providerPageResponse,
  }),
  pharmaciesSearch: e({
    ...routes.pharmaciesSearch,
    summary: 'Pharmacies by name or city (typo-tolerant)',
    query: d.providerSearchQuery,
    response: d.providerListResponse,
  }),
  pharmacy: e({
    ...routes.pharmacy,
    summary: 'One pharmacy by id',
    response: d.providerResponse,
  }),
  ambulances: e({
    ...routes.ambulances,
    summary: 'Ambulances (cursor-paginated)',
    query: d.providerListQuery,
    response: d.providerPageResponse,
  }),
  ambulancesSearch: e({
    ...routes.ambulancesSearch,
    summary: 'Ambulances by name or city (typo-tolerant)',
    query: d.providerSearchQuery,
    response: d.providerListResponse,
  }),
  ambulance: e({
    ...routes.ambulance,
    summary: 'One ambulance by id',
    response: d.providerResponse,
  }),
  ambulancesNearby: e({
    ...routes.ambulancesNearby,
    summary: 'Ambulances within a radius (default 50 km), nearest first',
    query: d.nearbyQuery,
    response: d.providerListResponse,
  }),
  doctorSlots: e({
    ...routes.doctorSlots,
    summary: "A verified doctor's bookable slots on one date, with which are taken",
    query: a.slotsQuery,
    response: a.slotsResponse,
  }),
  book: e({
    ...routes.book,
    summary: 'Request an appointment for one slot (multipart: fields and history documents)',
    multipart: { fields: a.bookingFields, files: 'historyDocuments' },
    response: a.appointmentResponse,
  }),
  appointments: e({
    ...routes.appointments,
    summary: "The caller's appointments: a patient's own, a doctor's with them",
    query: a.appointmentListQuery,
    response: a.appointmentListResponse,
  }),
  appointment: e({
    ...routes.appointment,
    summary: "One of the caller's appointments",
    response: a.appointmentResponse,
  }),
  acceptAppointment: e({
    ...routes.acceptAppointment,
    summary: "Accept a request: confirmed, and the patient's records open to this doctor",
    response: a.appointmentResponse,
  }),
  changeAppointmentStatus: e({
    ...routes.changeAppointmentStatus,
    summary: 'Decline, start, complete or cancel (doctor); cancel (patient)',
    body: a.statusChangeRequest,
    response: a.appointmentResponse,
  }),
  prescribe: e({
    ...routes.prescribe,
    summary: 'Write the prescription of a completed appointment',
    body: a.prescriptionRequest,
    response: a.prescriptionResponse,
  }),
  cancelByLink: e({
    ...routes.cancelByLink,
    summary: "Cancel with the link of an appointment reminder (the link's token is the proof)",
    body: a.cancelByLinkRequest,
    response: a.appointmentResponse,
  }),
  prescriptions: e({
    ...routes.prescriptions,
    summary: "A patient's prescriptions, or those a doctor wrote",
    response: a.prescriptionListResponse,
  }),
  notifications: e({
    ...routes.notifications,
    summary: "The caller's notifications, newest first, with the unread count",
    query: a.notificationListQuery,
    response: a.notificationListResponse,
  }),
  readNotification: e({
    ...routes.readNotification,
    summary: 'Mark one notification read',
    response: a.notificationReadResponse,
  }),
  readAllNotifications: e({
    ...routes.readAllNotifications,
    summary: 'Mark every notification read',
    response: a.notificationReadResponse,
  }),
  feed: e({
    ...routes.feed,
    summary: 'Public posts, newest first, by category, provider and content type (cursor)',
    query: f.feedQuery,
    response: f.feedPageResponse,
  }),
  myPosts: e({
    ...routes.myPosts,
    summary: "The author's own posts, public and private, newest first (cursor)",
    query: f.myPostsQuery,
    response: f.feedPageResponse,
  }),
  postAnalytics: e({
    ...routes.postAnalytics,
    summary: "Totals, engagement rate and the last 30 days' reach of the author's posts",
    response: f.postAnalyticsResponse,
  }),
  likedPosts: e({
    ...routes.likedPosts,
    summary: 'The ids of the posts the caller likes',
    response: f.likedPostsResponse,
  }),
  postViews: e({
    ...routes.postViews,
    summary: 'Posts the caller has seen on screen (they make the monthly reach)',
    body: f.viewsBody,
    response: f.viewsResponse,
  }),
  postMedia: e({
    ...routes.postMedia,
    summary: "A post's image or video (a private post's only for its author)",
  }),
  createPost: e({
    ...routes.createPost,
    summary: 'Write a post (multipart: fields and media)',
    multipart: { fields: f.postFields, files: 'media' },
    response: f.postResponse,
  }),
  post: e({
    ...routes.post,
    summary: 'One post (a private one only for its author)',
    response: f.postResponse,
  }),
  updatePost: e({
    ...routes.updatePost,
    summary: 'Edit your post (multipart: fields, media to remove, new media)',
    multipart: { fields: f.postEditFields, files: 'media' },
    response: f.postResponse,
  }),
  deletePost: e({
    ...routes.deletePost,
    summary: 'Delete your post with its likes, comments and media',
    response: f.deletedResponse,
  }),
  likePost: e({
    ...routes.likePost,
    summary: 'Like a post (once per person; liking again changes nothing)',
    response: f.likeResponse,
  }),
  unlikePost: e({
    ...routes.unlikePost,
    summary: 'Take back a like (never below zero)',
    response: f.likeResponse,
  }),
  sharePost: e({
    ...routes.sharePost,
    summary: 'Count a share (once per person and day)',
    response: f.shareResponse,
  }),
  reportPost: e({
    ...routes.reportPost,
    summary: 'Report an abusive or misleading post for moderation',
    body: f.reportBody,
    response: f.reportResponse,
  }),
  postComments: e({
    ...routes.postComments,
    summary: "A post's comments, oldest first (cursor)",
    query: f.commentsQuery,
    response: f.commentListResponse,
  }),
  addComment: e({
    ...routes.addComment,
    summary: 'Comment on a post',
    body: f.commentBody,
    response: f.commentResponse,
  }),
  deleteComment: e({
    ...routes.deleteComment,
    summary: "Delete a comment (its author's or on your own post)",
    response: f.commentDeletedResponse,
  }),
  devOutbox: e({
    ...routes.devOutbox,
    summary: 'Demo mode only: the latest outbox messages',
    response: devOutboxResponse,
  }),
  applyDoctorVerification: e({
    ...routes.applyDoctorVerification,
    summary:
      'Apply for NMC verification (multipart: fields, identity documents and the NMC certificate, or a manual request with a link)',
    multipart: { fields: v.doctorApplicationFields, files: 'documents' },
    response: v.applicationResponse,
  }),
  applyPatientVerification: e({
    ...routes.applyPatientVerification,
    summary: 'Apply for identity verification (multipart: type, number and the image)',
    multipart: { fields: v.patientApplicationFields, files: 'documentImage' },
    response: v.applicationResponse,
  }),
  applyProviderVerification: e({
    ...routes.applyProviderVerification,
    summary: 'A hospital, lab, pharmacy or ambulance service applies to be verified (multipart)',
    multipart: { fields: v.providerApplicationFields, files: 'documents' },
    response: v.applicationResponse,
  }),
  myVerification: e({
    ...routes.myVerification,
    summary:
      "The caller's verification: not submitted, pending, in review (an admin opened it), verified or rejected",
    response: v.myVerificationResponse,
  }),
  verificationDocument: e({
    ...routes.verificationDocument,
    summary: "A verification document: the applicant's own, or any for an admin (audited)",
  }),
  pendingApprovals: e({
    ...routes.pendingApprovals,
    summary: 'Pending applications, oldest first, by search and kind (page, limit 20, total)',
    query: v.pendingApprovalsQuery,
    response: v.pendingApprovalsResponse,
  }),
  verificationApplication: e({
    ...routes.verificationApplication,
    summary: 'One application with its documents',
    response: v.applicationResponse,
  }),
  approveDoctor: e({
    ...routes.approveDoctor,
    summary: "Approve or reject a doctor's application (verified: bookable and listed)",
    body: v.approvalDecision,
    response: v.applicationResponse,
  }),
  approvePatient: e({
    ...routes.approvePatient,
    summary: "Approve or reject a patient's identity verification (verified: may book)",
    body: v.approvalDecision,
    response: v.applicationResponse,
  }),
  approveProvider: e({
    ...routes.approveProvider,
    summary: "Approve or reject a provider's application (verified: listed in the directory)",
    body: v.approvalDecision,
    response: v.applicationResponse,
  }),
  // Dashboard (issue 14)
  adminDashboard: e({
    ...routes.adminDashboard,
    summary: 'Totals of accounts and services, and pending applications by kind',
    response: adminDashboard.adminDashboardResponse,
  }),
  // Moderation (issue 14)
  adminReports: e({
    ...routes.adminReports,
    summary:
      'Reported posts grouped per post, oldest first, with reason counts and details (page, limit)',
    query: mod.reportsQuery,
    response: mod.reportsResponse,
  }),
  moderatePost: e({
    ...routes.moderatePost,
    summary: 'Hide, restore or dismiss the reports of a post; the author is told (audited)',
    body: mod.moderationRequest,
    response: mod.moderationResponse,
  }),
  // Users (issue 14)
  adminUsers: e({
    ...routes.adminUsers,
    summary:
      'Every account, by search (name, email, phone), role and status, sorted both ways (page, limit 20, total)',
    query: au.adminUsersQuery,
    response: au.adminUsersResponse,
  }),
  updateAdminUser: e({
    ...routes.updateAdminUser,
    summary:
      "Edit an account's name, email, role and status (a new role or status ends its sessions)",
    body: au.updateUserRequest,
    response: au.adminUserResponse,
  }),
  setUserStatus: e({
    ...routes.setUserStatus,
    summary: 'Activate, deactivate or suspend an account (its sessions end at once)',
    body: au.userStatusRequest,
    response: au.adminUserResponse,
  }),
  // Providers (issue 14)
  adminProviders: e({
    ...routes.adminProviders,
    summary: 'Hospitals, pharmacies or labs (kind) for the admin: search, filter, sort, paged',
    query: ap.adminProvidersQuery,
    response: ap.adminProvidersResponse,
  }),
  createProvider: e({
    ...routes.createProvider,
    summary: 'Add a hospital, pharmacy or lab (starts pending verification)',
    body: ap.adminProviderInput,
    response: ap.adminProviderResponse,
  }),
  updateProvider: e({
    ...routes.updateProvider,
    summary: 'Edit a hospital, pharmacy or lab (audited with old and new values)',
    body: ap.adminProviderInput,
    response: ap.adminProviderResponse,
  }),
  deleteProvider: e({
    ...routes.deleteProvider,
    summary: 'Delete a provider: erased without history, else deactivated (ADR 0021)',
    response: ap.providerRemovalResponse,
  }),
  verifyProvider: e({
    ...routes.verifyProvider,
    summary: 'Verify a pending provider (one way)',
    response: ap.adminProviderResponse,
  }),
  adminAmbulances: e({
    ...routes.adminAmbulances,
    summary: 'Ambulance services for the admin: search, filter (status), sort (name, status, type)',
    query: ap.ambulancesQuery,
    response: ap.ambulancesResponse,
  }),
  createAmbulance: e({
    ...routes.createAmbulance,
    summary: 'Add an ambulance service (002 §7)',
    body: ap.ambulanceInput,
    response: ap.ambulanceResponse,
  }),
  updateAmbulance: e({
    ...routes.updateAmbulance,
    summary: 'Replace an ambulance service (002 §7, full body)',
    body: ap.ambulanceInput,
    response: ap.ambulanceResponse,
  }),
  deleteAmbulance: e({
    ...routes.deleteAmbulance,
    summary: 'Delete an ambulance service: erased without history, else deactivated (ADR 0021)',
    response: ap.providerRemovalResponse,
  }),
  // Settings (issue 14)
  sendEmailCode: e({
    ...routes.sendEmailCode,
    summary: "Send (again) the code that verifies a new account's email",
    body: auth.sendEmailCodeRequest,
    response: auth.sendEmailCodeResponse,
  }),
  verifyEmail: e({
    ...routes.verifyEmail,
    summary: "Verify a new account's email with the code sent to it",
    body: auth.verifyEmailRequest,
    response: auth.verifyEmailResponse,
  }),
  systemSettings: e({
    ...routes.systemSettings,
    summary: 'Every system setting group (002 §3), with the app version',
    response: s.systemSettingsResponse,
  }),
  updateSystemSettings: e({
    ...routes.updateSystemSettings,
    summary: 'Save the setting groups that changed (each whole); bounds of 002 §5',
    body: s.updateSettingsRequest,
    response: s.systemSettingsResponse,
  }),
  restoreDefaultSettings: e({
    ...routes.restoreDefaultSettings,
    summary: 'Restore every editable setting to its default (002 §9)',
    response: s.systemSettingsResponse,
  }),
  // Backups (issue 14)
  backups: e({
    ...routes.backups,
    summary: 'The backups: idle or running, the last backup, and the recent runs',
    response: bk.backupsResponse,
  }),
  startBackup: e({
    ...routes.startBackup,
    summary: 'Start a backup now (409 while one runs); it runs on, poll the backups',
    response: bk.startBackupResponse,
  }),
  // Analytics (issue 14)
  adminAnalytics: e({
    ...routes.adminAnalytics,
    summary:
      'Figures of a period computed from the data (ADR 0024): totals, growth, revenue, appointments, top performers, regions, devices, plans',
    query: analytics.analyticsQuery,
    response: analytics.analyticsResponse,
  }),
  // Donation (issue 14)
  // Before the upload: the contract fuzz test asks for the current image before replacing it.
  donationQrImage: e({
    ...routes.donationQrImage,
    summary: 'The current Buy Me a Coffee QR image (public, nosniff)',
  }),
  uploadDonationQr: e({
    ...routes.uploadDonationQr,
    summary:
      'Upload the Buy Me a Coffee QR (multipart field qr: PNG, JPG or WebP by its bytes, 2 MB); replaces the old one (audited)',
    multipart: { fields: donationQrFields, files: 'qr' },
    response: donationQrResponse,
  }),
  // Audit (issue 14)
  auditLog: e({
    ...routes.auditLog,
    summary:
      'The audit log, newest first, by person, action, subject type and dates (page, limit 25, total)',
    query: aud.auditLogQuery,
    response: aud.auditLogResponse,
  }),
  auditLogExport: e({
    ...routes.auditLogExport,
    summary:
      'The filtered audit log as a CSV or JSON download (at most 5000 rows; the export is audited)',
    query: aud.auditExportQuery,
  }),
  // Records (issue 15)
  fileUpload: e({
    ...routes.fileUpload,
    summary:
      'Upload one medical-record file (multipart: category medical-records, file: PDF, JPG, PNG or WebP by its bytes, 10 MB); answers its handle',
    multipart: { fields: rec.fileUploadFields, files: 'file' },
    response: rec.fileUploadResponse,
  }),
  records: e({
    ...routes.records,
    summary: "The patient's own records and booking documents, newest first (type, search, paged)",
    query: rec.recordListQuery,
    response: rec.recordListResponse,
  }),
  createRecord: e({
    ...routes.createRecord,
    summary:
      'Describe uploaded files as a record (type, title, tags, date, signature, file handles)',
    body: rec.createRecordRequest,
    response: rec.recordResponse,
  }),
  recordAccessHistory: e({
    ...routes.recordAccessHistory,
    summary: "Who read the patient's records: doctor, when, which record, viewed or downloaded",
    query: rec.accessHistoryQuery,
    response: rec.accessHistoryResponse,
  }),
  record: e({
    ...routes.record,
    summary: "One record: the patient's own, or a doctor's patient's once accepted (audited)",
    response: rec.recordResponse,
  }),
  deleteRecord: e({
    ...routes.deleteRecord,
    summary: 'Delete your own uploaded record and its files',
    response: rec.deleteRecordResponse,
  }),
  patientRecords: e({
    ...routes.patientRecords,
    summary:
      "A patient's records for their doctor, once an appointment is accepted (403 RECORDS_NOT_ACCESSIBLE before; audited)",
    query: rec.recordListQuery,
    response: rec.patientRecordsResponse,
  }),
  recordFile: e({
    ...routes.recordFile,
    summary:
      "A record's file for its patient or their doctor (404 to anyone else; nosniff; ?inline=1 shows images and PDFs; audited)",
    query: rec.recordFileQuery,
  }),
  recordFileShort: e({
    ...routes.recordFileShort,
    summary: 'The same file by its stored name alone',
    query: rec.recordFileQuery,
  }),
  // Prescriptions (issue 15)
  doctorPrescriptions: e({
    ...routes.doctorPrescriptions,
    summary:
      "The doctor's prescriptions, newest first, by search (patient, diagnosis, medicine) and status (page, limit 20, total), with stats over all of them",
    query: pr.doctorPrescriptionsQuery,
    response: pr.doctorPrescriptionsResponse,
  }),
  createPrescription: e({
    ...routes.createPrescription,
    summary:
      "New prescription for one of the doctor's completed appointments without one (ADR 0028)",
    body: pr.newPrescriptionRequest,
    response: pr.prescriptionDetailResponse,
  }),
  doctorPrescriptionsExport: e({
    ...routes.doctorPrescriptionsExport,
    summary: "The doctor's filtered prescriptions as a CSV download (at most 5000 rows)",
    query: pr.doctorPrescriptionsExportQuery,
  }),
  prescribableAppointments: e({
    ...routes.prescribableAppointments,
    summary: "The doctor's completed appointments that have no prescription yet, newest first",
    response: pr.prescribableResponse,
  }),
  prescriptionDetail: e({
    ...routes.prescriptionDetail,
    summary:
      'One prescription with its earlier versions: its doctor and its patient only (others 404)',
    response: pr.prescriptionDetailResponse,
  }),
  updatePrescription: e({
    ...routes.updatePrescription,
    summary:
      'Edit a prescription (its doctor; the earlier body is kept as a version; 409 when cancelled)',
    body: a.prescriptionRequest,
    response: pr.prescriptionDetailResponse,
  }),
  setPrescriptionStatus: e({
    ...routes.setPrescriptionStatus,
    summary: 'Complete or cancel a prescription (its doctor; the patient is told)',
    body: pr.prescriptionStatusRequest,
    response: pr.prescriptionDetailResponse,
  }),
  patientPrescriptions: e({
    ...routes.patientPrescriptions,
    summary:
      "The patient's written prescriptions by status (expired computed on read) and search, with stats",
    query: pr.patientPrescriptionsQuery,
    response: pr.patientPrescriptionsResponse,
  }),
  uploadedPrescriptions: e({
    ...routes.uploadedPrescriptions,
    summary: "The patient's own uploaded prescriptions, newest first",
    response: pr.uploadedPrescriptionsResponse,
  }),
  uploadPrescription: e({
    ...routes.uploadPrescription,
    summary:
      'Upload a paper prescription (multipart: fields and prescriptionFile, an image or PDF by its bytes, 10 MB; signature PNG data URL)',
    multipart: { fields: pr.prescriptionUploadFields, files: 'prescriptionFile' },
    response: pr.uploadedPrescriptionResponse,
  }),
  uploadedPrescriptionFile: e({
    ...routes.uploadedPrescriptionFile,
    summary: "An uploaded prescription's file (its patient only; others 404)",
  }),
  uploadedPrescriptionSignature: e({
    ...routes.uploadedPrescriptionSignature,
    summary: "An uploaded prescription's signature image (its patient only; others 404)",
  }),
  // Public prescription check (issue 15)
  prescriptionPdf: e({
    ...routes.prescriptionPdf,
    summary:
      "A prescription as a PDF labelled in the reader's language, with its verification code and QR (its doctor and its patient)",
    query: rx.prescriptionPdfQuery,
  }),
  verifyRx: e({
    ...routes.verifyRx,
    summary:
      "Public verification of a prescription's code: genuine, doctor, NMC number, date, medicines, status, the patient's initials (rate-limited)",
    response: rx.rxVerificationResponse,
  }),
  // Patients (issue 15)
  doctorPatients: e({
    ...routes.doctorPatients,
    summary:
      "The doctor's patients (ADR 0030): stats, search, sort, filter (all, recent, critical, new), paged",
    query: pt.doctorPatientsQuery,
    response: pt.doctorPatientsResponse,
  }),
  doctorPatientCritical: e({
    ...routes.doctorPatientCritical,
    summary: "Mark or unmark one of the doctor's patients as a critical case (audited)",
    body: pt.patientCriticalRequest,
    response: pt.patientCriticalResponse,
  }),
  // Provider ratings (issue 14)
  rateProvider: e({
    ...routes.rateProvider,
    summary:
      'A verified patient rates a verified, active hospital, lab or pharmacy 1 to 5 stars with an optional comment; rating again replaces it',
    body: ratings.rateProviderRequest,
    response: ratings.rateProviderResponse,
  }),
  myProviderRating: e({
    ...routes.myProviderRating,
    summary:
      "The caller's own rating of a provider (null if none) and the provider's average and count",
    response: ratings.myProviderRatingResponse,
  }),
  // Schedule and hospitals (issue 16)
  scheduleSlots: e({
    ...routes.scheduleSlots,
    summary:
      "The doctor's own weekly slots, with each slot's hospital and its coming requested or confirmed bookings",
    response: sch.scheduleSlotsResponse,
  }),
  createScheduleSlot: e({
    ...routes.createScheduleSlot,
    summary:
      'Add a weekly slot at a listed hospital (no overlap with the same day; audited); patients can book it at once',
    body: sch.createSlotRequest,
    response: sch.scheduleSlotResponse,
  }),
  updateScheduleSlot: e({
    ...routes.updateScheduleSlot,
    summary:
      "Edit one of the doctor's slots (the day is fixed; refused while coming bookings would no longer fit; audited)",
    body: sch.updateSlotRequest,
    response: sch.scheduleSlotResponse,
  }),
  deleteScheduleSlot: e({
    ...routes.deleteScheduleSlot,
    summary: "Delete one of the doctor's slots (refused while it has coming bookings; audited)",
    response: sch.deleteSlotResponse,
  }),
  doctorHospitals: e({
    ...routes.doctorHospitals,
    summary:
      "The doctor's hospitals (where they have slots, asked to join or added) and their connection requests",
    response: sch.doctorHospitalsResponse,
  }),
  addHospital: e({
    ...routes.addHospital,
    summary:
      "Add a hospital that is not listed: it waits, pending, in the admins' provider table until verified",
    body: sch.addHospitalRequest,
    response: sch.addHospitalResponse,
  }),
  connectHospital: e({
    ...routes.connectHospital,
    summary: 'Ask to be connected to a listed hospital; the request stays pending',
    response: sch.connectHospitalResponse,
  }),
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  uploadDoctorProfileDocument: e({
    ...routes.uploadDoctorProfileDocument,
    summary:
      'Upload a file for a profile entry (multipart: kind certificate | document | image, file: certificates PDF/JPG/PNG, documents PDF/DOC/DOCX, images JPG/PNG/WebP by their bytes, 5 MB); an entry then names it when its section is saved',
    multipart: { fields: dp.profileDocumentFields, files: 'file' },
    response: dp.profileDocumentResponse,
  }),
  doctorProfileDocument: e({
    ...routes.doctorProfileDocument,
    summary: "A profile entry's file: the doctor's own, or any for an admin (audited); not public",
  }),
  doctorProfile: e({
    ...routes.doctorProfile,
    summary: "The doctor's own full profile: every section of the profile editor",
    response: dp.doctorProfileResponse,
  }),
  updateDoctorProfilePicture: e({
    ...routes.updateDoctorProfilePicture,
    summary:
      'Replace the profile picture (multipart profilePicture: JPEG, PNG or WebP by its bytes, 5 MB); the old one is removed',
    multipart: { fields: dp.profilePictureFields, files: 'profilePicture' },
    response: dp.doctorProfileResponse,
  }),
  updateDoctorProfileSection: e({
    ...routes.updateDoctorProfileSection,
    summary:
      'Save one section of the profile (basic, nmc, education, experience, research, achievements, bio, socialMedia); the public profile shows it at once',
    body: dp.profileSectionBody,
    response: dp.doctorProfileResponse,
  }),
  profileImage: e({
    ...routes.profileImage,
    summary: 'A profile picture (doctor or patient); a default picture for an unknown name',
  }),
  // Doctor dashboard (issue 16)
  doctorDashboard: e({
    ...routes.doctorDashboard,
    summary:
      "The doctor's dashboard (ADR 0033): appointments with the pending count, patients, prescriptions, rating; up to 5 upcoming appointments, recent patients and prescriptions",
    response: dd.doctorDashboardResponse,
  }),
  doctorAnalytics: e({
    ...routes.doctorAnalytics,
    summary:
      "The doctor's analytics (ADR 0033): appointments and prescriptions per month for six months (Nepal time), this month against last, the rating and its distribution, the posts' engagement",
    response: dd.doctorAnalyticsResponse,
  }),
  // Medicine orders (issue 17)
  orderPharmacies: e({
    ...routes.orderPharmacies,
    summary:
      'Verified, active pharmacies to order from, with delivery time and fee and their price lists (002 §3)',
    response: orders.orderPharmaciesResponse,
  }),
  orders: e({
    ...routes.orders,
    summary: "The patient's medicine orders, newest first",
    response: orders.orderListResponse,
  }),
  placeOrder: e({
    ...routes.placeOrder,
    summary:
      'Order medicines from an active prescription of the caller or manually (prescription-only medicines refused); the server prices it',
    body: orders.placeOrderRequest,
    response: orders.orderResponse,
  }),
  order: e({
    ...routes.order,
    summary: "One of the patient's orders (another's answers 404)",
    response: orders.orderResponse,
  }),
  cancelOrder: e({
    ...routes.cancelOrder,
    summary: 'Cancel an order while it is processing (else 409 ORDER_NOT_CANCELLABLE)',
    response: orders.orderResponse,
  }),
  pharmacyOrders: e({
    ...routes.pharmacyOrders,
    summary: "The calling pharmacy's orders, newest first",
    response: orders.orderListResponse,
  }),
  advanceOrder: e({
    ...routes.advanceOrder,
    summary:
      'The pharmacy moves its order forward (processing → shipped → delivered); the patient is told live and by notification (audited)',
    body: orders.advanceOrderRequest,
    response: orders.orderResponse,
  }),
  // Emergency (issue 17)
  emergencyContacts: e({
    ...routes.emergencyContacts,
    summary: "The patient's emergency contacts (at most 5)",
    response: em.emergencyContactsResponse,
  }),
  addEmergencyContact: e({
    ...routes.addEmergencyContact,
    summary: 'Add an emergency contact: name and phone required; a sixth is refused (409)',
    body: em.emergencyContactRequest,
    response: em.emergencyContactResponse,
  }),
  updateEmergencyContact: e({
    ...routes.updateEmergencyContact,
    summary: "Change one of the patient's emergency contacts (another's 404)",
    body: em.emergencyContactRequest,
    response: em.emergencyContactResponse,
  }),
  deleteEmergencyContact: e({
    ...routes.deleteEmergencyContact,
    summary: "Delete one of the patient's emergency contacts (another's 404)",
    response: em.deleteEmergencyContactResponse,
  }),
  activeEmergency: e({
    ...routes.activeEmergency,
    summary: "The patient's active emergency, if any, and the nearest ambulances and hospitals",
    response: em.activeEmergencyResponse,
  }),
  triggerSos: e({
    ...routes.triggerSos,
    summary:
      'SOS (ADR 0035): record a Medical emergency at lat/lng, answer the nearest ambulances and hospitals, SMS every contact a map link; while one is active, answers it (5 an hour, then 429)',
    body: em.sosRequest,
    response: em.sosResponse,
  }),
  cancelSos: e({
    ...routes.cancelSos,
    summary: "Cancel the patient's active emergency (409 when none is active)",
    response: em.cancelSosResponse,
  }),
  emergencyHistory: e({
    ...routes.emergencyHistory,
    summary: "The patient's emergencies, newest first",
    response: em.emergencyHistoryResponse,
  }),
  // Patient profile and notifications (issue 17)
  notificationUnreadCount: e({
    ...routes.notificationUnreadCount,
    summary: "The caller's unread notifications, counted (those shown in the app)",
    response: pp.notificationCountResponse,
  }),
  notificationPreferences: e({
    ...routes.notificationPreferences,
    summary:
      "The caller's notification switches per type and channel (in-app, email, SMS, WhatsApp)",
    response: pp.notificationPreferencesResponse,
  }),
  updateNotificationPreferences: e({
    ...routes.updateNotificationPreferences,
    summary: 'Change notification switches; the outbox queues nothing on a channel switched off',
    body: pp.notificationPreferencesRequest,
    response: pp.notificationPreferencesResponse,
  }),
  deleteNotification: e({
    ...routes.deleteNotification,
    summary: "Delete one of the caller's notifications (another's is 404)",
    response: pp.notificationDeleteResponse,
  }),
  deleteAllNotifications: e({
    ...routes.deleteAllNotifications,
    summary: "Delete every notification of the caller's",
    response: pp.notificationDeleteResponse,
  }),
  patientProfile: e({
    ...routes.patientProfile,
    summary:
      "The patient's own profile: personal, contact and medical details, picture, verification",
    response: pp.patientProfileResponse,
  }),
  updatePatientProfile: e({
    ...routes.updatePatientProfile,
    summary: 'Save the profile (name, email and phone required; email and phone unique; audited)',
    body: pp.patientProfileRequest,
    response: pp.patientProfileResponse,
  }),
  uploadProfilePicture: e({
    ...routes.uploadProfilePicture,
    summary:
      'Replace the profile picture (multipart profilePicture: JPEG, PNG or WebP by its bytes, 5 MB)',
    multipart: { fields: pp.profilePictureFields, files: 'profilePicture' },
    response: pp.patientProfileResponse,
  }),
  patientDocuments: e({
    ...routes.patientDocuments,
    summary: "The patient's own profile documents, newest first",
    response: pp.patientDocumentListResponse,
  }),
  uploadPatientDocument: e({
    ...routes.uploadPatientDocument,
    summary:
      'Upload a profile document (multipart: category, description, file: JPEG, PNG or PDF by its bytes, 10 MB)',
    multipart: { fields: pp.patientDocumentFields, files: 'file' },
    response: pp.patientDocumentResponse,
  }),
  deletePatientDocument: e({
    ...routes.deletePatientDocument,
    summary: "Delete one of the patient's documents and its file (another's is 404)",
    response: pp.patientDocumentDeleteResponse,
  }),
  patientDocumentFile: e({
    ...routes.patientDocumentFile,
    summary: "A document's file for its owner only (404 to anyone else; nosniff; ?inline=1)",
    query: pp.patientDocumentFileQuery,
  }),
  // Patient dashboard, history paper and doctor ratings (issue 17)
  patientDashboard: e({
    ...routes.patientDashboard,
    summary:
      "The patient's sidebar figures (upcoming appointments, active prescriptions, records, orders in progress) and recent activity",
    response: pd.patientDashboardResponse,
  }),
  visitedDoctors: e({
    ...routes.visitedDoctors,
    summary:
      'The doctors the patient has seen (a completed appointment), with what is left to rate',
    response: dr.visitedDoctorsResponse,
  }),
  doctorCanRate: e({
    ...routes.doctorCanRate,
    summary:
      'Whether the patient may rate this doctor now (canRate, hasVisited, hasRated, message)',
    response: dr.canRateDoctorResponse,
  }),
  rateDoctor: e({
    ...routes.rateDoctor,
    summary:
      'A verified patient rates a verified doctor 1 to 5 stars (criteria and comment optional), once per completed appointment',
    body: dr.rateDoctorRequest,
    response: dr.rateDoctorResponse,
  }),
  submitHistoryPaper: e({
    ...routes.submitHistoryPaper,
    summary:
      'Submit an emergency history paper (multipart: the form as JSON and attachments); kept as a medical record',
    multipart: { fields: pd.historyPaperFields, files: 'attachments' },
    response: pd.historyPaperResponse,
  }),
  // Referrals and care access (issue 18)
  careColleagues: e({
    ...routes.careColleagues,
    summary:
      'Colleague search (001 §2.5, §9): verified listed doctors other than the caller and active verified hospitals, at most 10 each',
    query: refs.colleaguesQuery,
    response: refs.colleaguesResponse,
  }),
  referrals: e({
    ...routes.referrals,
    summary:
      "The caller's referrals: outgoing, incoming or pending (incoming still pending), newest first, with the three counts",
    query: refs.referralsQuery,
    response: refs.referralsResponse,
  }),
  createReferral: e({
    ...routes.createReferral,
    summary:
      "Refer one of the caller's patients to a colleague with a reason, urgency, notes and records the caller may read (ADR 0039)",
    body: refs.createReferralRequest,
    response: refs.referralResponse,
  }),
  referralStatus: e({
    ...routes.referralStatus,
    summary:
      'The receiver accepts (the patient becomes theirs, records open), declines with a reason, marks active or completed (audited)',
    body: refs.referralStatusRequest,
    response: refs.referralResponse,
  }),
  // Transfers (issue 18)
  transfers: e({
    ...routes.transfers,
    summary:
      "The caller's transfers (a doctor's outgoing and incoming, a hospital account's incoming): outgoing, incoming and pending lists with counts",
    response: tr.transfersResponse,
  }),
  createTransfer: e({
    ...routes.createTransfer,
    summary:
      "Transfer one of the caller's patients to a verified doctor at an active hospital (moves the patient for good once completed)",
    body: tr.createTransferRequest,
    response: tr.transferResponse,
  }),
  transfer: e({
    ...routes.transfer,
    summary: 'One transfer, for its two doctors and the target hospital only (404 to anyone else)',
    response: tr.transferResponse,
  }),
  updateTransferStatus: e({
    ...routes.updateTransferStatus,
    summary:
      'Accept or reject a pending incoming transfer (reject defaults to "Cannot accommodate"), or mark an accepted one complete (ends the sender\'s access)',
    body: tr.updateTransferStatusRequest,
    response: tr.transferResponse,
  }),
  // Consultations (issue 18)
  consultations: e({
    ...routes.consultations,
    summary:
      "The caller's consultations in one tab (active, scheduled, requests, completed), newest first, with every tab's count",
    query: cons.consultationListQuery,
    response: cons.consultationListResponse,
  }),
  createConsultation: e({
    ...routes.createConsultation,
    summary:
      "Ask a verified colleague for a consultation about one of the caller's patients (pending until they accept)",
    body: cons.createConsultationRequest,
    response: cons.consultationResponse,
  }),
  consultation: e({
    ...routes.consultation,
    summary: 'One consultation, for its two doctors only (404 to anyone else)',
    response: cons.consultationResponse,
  }),
  updateConsultationStatus: e({
    ...routes.updateConsultationStatus,
    summary:
      'Accept a pending request (the consulting doctor: scheduled) or withdraw it (the requester: cancelled)',
    body: cons.updateConsultationStatusRequest,
    response: cons.consultationResponse,
  }),
  startConsultation: e({
    ...routes.startConsultation,
    summary: 'Start a scheduled consultation (either doctor): in-progress',
    response: cons.consultationResponse,
  }),
  endConsultation: e({
    ...routes.endConsultation,
    summary: 'End an in-progress consultation with its notes (either doctor): completed',
    body: cons.endConsultationRequest,
    response: cons.consultationResponse,
  }),
  consultationMessages: e({
    ...routes.consultationMessages,
    summary: "A consultation's chat, oldest first, a page at a time (the newest page first)",
    query: cons.consultationMessagesQuery,
    response: cons.consultationMessagesResponse,
  }),
  sendConsultationMessage: e({
    ...routes.sendConsultationMessage,
    summary:
      'Send a chat message while scheduled or in progress; it goes live to the other doctor as consultation_message',
    body: cons.sendConsultationMessageRequest,
    response: cons.consultationMessageResponse,
  }),
  // Requests (issue 18)
  doctorRequests: e({
    ...routes.doctorRequests,
    summary:
      "The doctor's incoming requests (follow-ups, second opinions), newest first, with counts per status",
    query: creq.careRequestListQuery,
    response: creq.careRequestListResponse,
  }),
  respondToRequest: e({
    ...routes.respondToRequest,
    summary:
      'Accept (books a confirmed appointment at the date and time), reject (with a message) or reschedule an accepted request',
    body: creq.respondToCareRequest,
    response: creq.careRequestResponse,
  }),
  createCareRequest: e({
    ...routes.createCareRequest,
    summary:
      'The patient asks for a follow-up or a second opinion from one of their completed appointments',
    body: creq.createCareRequest,
    response: creq.careRequestResponse,
  }),
  myRequests: e({
    ...routes.myRequests,
    summary: "The patient's own requests, newest first (optionally of one appointment)",
    query: creq.myCareRequestsQuery,
    response: creq.myCareRequestsResponse,
  }),
  // Letters (issue 18)
  letters: e({
    ...routes.letters,
    summary: "The doctor's own letters, newest first (status all, draft or sent), with counts",
    query: lt.letterListQuery,
    response: lt.letterListResponse,
  }),
  createLetter: e({
    ...routes.createLetter,
    summary:
      'Write a letter about one of your patients to a doctor, a hospital or the patient: a Draft, or sent at once (send: true)',
    body: lt.letterRequest,
    response: lt.letterResponse,
  }),
  letter: e({
    ...routes.letter,
    summary:
      "One letter for its author, or a sent one for its recipient (the hospital's account for a hospital); 404 to anyone else",
    response: lt.letterResponse,
  }),
  updateLetter: e({
    ...routes.updateLetter,
    summary: "Edit the author's draft (send: true sends it); a sent letter is final (409)",
    body: lt.letterRequest,
    response: lt.letterResponse,
  }),
  sendLetter: e({
    ...routes.sendLetter,
    summary:
      "Send the author's draft: Sent with sentAt, and a `letter` notification to its recipient",
    response: lt.letterResponse,
  }),
  deleteLetter: e({
    ...routes.deleteLetter,
    summary: "Delete the author's draft (a sent letter is final: 409)",
    response: lt.letterDeleteResponse,
  }),
  // Care live and counts (issue 18)
  careCounts: e({
    ...routes.careCounts,
    summary:
      "The doctor's care badges: referrals pending, consultations active (active referrals included), requests new",
    response: cc.careCountsResponse,
  }),
} as const satisfies { [K in RouteName]: Endpoint };

export type EndpointName = keyof typeof endpoints;
