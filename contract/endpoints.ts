import type { z } from 'zod';
import * as a from './appointments';
import * as auth from './auth';
import * as d from './discovery';
import * as f from './feed';
import { paths } from './paths';
import type { Role } from './roles';
import { contactMessage } from './entities';
import {
  contactListResponse,
  contactResponse,
  healthResponse,
  maintenanceRequest,
  maintenanceResponse,
  pageQuery,
  publicSettingsResponse,
} from './system';

/**
 * Who may call what, and with which shapes. `anyone` includes signed-out visitors;
 * `signed-in` is every role. The server registers each route from this table and
 * refuses other callers; OpenAPI is generated from it; the authorisation-matrix test
 * walks it for anonymous and all eight roles.
 */
export type Access = 'anyone' | 'signed-in' | readonly Role[];

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, with `:param` segments. */
  path: string;
  access: Access;
  summary: string;
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields (JSON ones parsed) and its files. */
  multipart?: { fields: z.ZodType; files: string };
  query?: z.ZodType;
  response?: z.ZodType;
};

const e = <T extends Endpoint>(endpoint: T) => endpoint;

/** Who books: patients (a signed-in member of the public is treated as one, 000 §6). */
const patients = ['patient', 'public'] as const;
/** The two sides of an appointment. */
const bookingParties = ['patient', 'public', 'doctor'] as const;
/** Who writes posts (the author type is kept: 000 §3). */
const authors = ['doctor', 'hospital', 'lab', 'pharmacy'] as const;

export const endpoints = {
  health: e({
    method: 'GET',
    path: paths.health,
    access: 'anyone',
    summary: 'Liveness and database check',
    response: healthResponse,
  }),
  publicSettings: e({
    method: 'GET',
    path: paths.publicSettings,
    access: 'anyone',
    summary: 'Public site settings',
    response: publicSettingsResponse,
  }),
  login: e({
    method: 'POST',
    path: paths.login,
    access: 'anyone',
    summary: 'Sign in with email or phone',
    body: auth.loginRequest,
    response: auth.loginResponse,
  }),
  me: e({
    method: 'GET',
    path: paths.me,
    access: 'signed-in',
    summary: 'The current user',
    response: auth.meResponse,
  }),
  refresh: e({
    method: 'POST',
    path: paths.refresh,
    access: 'anyone',
    summary: 'A new access token from the refresh cookie (rotated)',
    response: auth.refreshResponse,
  }),
  register: e({
    method: 'POST',
    path: paths.register,
    access: 'anyone',
    summary: 'Create an account (any role but admin)',
    body: auth.registerRequest,
    response: auth.registerResponse,
  }),
  checkDuplicate: e({
    method: 'POST',
    path: paths.checkDuplicate,
    access: 'anyone',
    summary: 'Whether an email or phone is still free',
    body: auth.checkDuplicateRequest,
    response: auth.checkDuplicateResponse,
  }),
  logout: e({
    method: 'GET',
    path: paths.logout,
    access: 'anyone',
    summary: 'Revoke the refresh token and clear its cookie',
    response: auth.messageResponse,
  }),
  sendCode: e({
    method: 'POST',
    path: paths.sendCode,
    access: 'anyone',
    summary: 'Send a 6-digit reset code by email or WhatsApp',
    body: auth.sendCodeRequest,
    response: auth.sendCodeResponse,
  }),
  verifyCode: e({
    method: 'POST',
    path: paths.verifyCode,
    access: 'anyone',
    summary: 'Check a reset code',
    body: auth.verifyCodeRequest,
    response: auth.verifyCodeResponse,
  }),
  resendCode: e({
    method: 'POST',
    path: paths.resendCode,
    access: 'anyone',
    summary: 'Send a new reset code (not before 60 s)',
    body: auth.resendCodeRequest,
    response: auth.resendCodeResponse,
  }),
  resetPassword: e({
    method: 'POST',
    path: paths.resetPassword,
    access: 'anyone',
    summary: 'Set a new password with a verified code',
    body: auth.resetPasswordRequest,
    response: auth.resetPasswordResponse,
  }),
  legacyForgot: e({
    method: 'POST',
    path: paths.legacyForgot,
    access: 'anyone',
    summary: 'Older client: email a reset link',
    body: auth.legacyForgotRequest,
    response: auth.legacyForgotResponse,
  }),
  legacyReset: e({
    method: 'PUT',
    path: paths.legacyReset,
    access: 'anyone',
    summary: 'Older client: reset with a link token',
    body: auth.legacyResetRequest,
    response: auth.messageResponse,
  }),
  sendContact: e({
    method: 'POST',
    path: paths.sendContact,
    access: 'anyone',
    summary: 'Store a contact-form message for the admins (rate limited)',
    body: contactMessage,
    response: contactResponse,
  }),
  contactMessages: e({
    method: 'GET',
    path: paths.contactMessages,
    access: ['admin'],
    summary: 'Contact-form messages, newest first (cursor-paginated)',
    query: pageQuery,
    response: contactListResponse,
  }),
  setMaintenance: e({
    method: 'PUT',
    path: paths.setMaintenance,
    access: ['admin'],
    summary: 'Turn maintenance mode on or off (only admins can use the app while on)',
    body: maintenanceRequest,
    response: maintenanceResponse,
  }),
  doctors: e({
    method: 'GET',
    path: paths.doctors,
    access: 'anyone',
    summary: 'Verified doctors, best rated first (cursor-paginated)',
    query: d.doctorListQuery,
    response: d.doctorPageResponse,
  }),
  doctorsNearby: e({
    method: 'GET',
    path: paths.doctorsNearby,
    access: 'anyone',
    summary: 'Verified doctors within a radius, nearest first, with distanceKm and the total',
    query: d.nearbyQuery,
    response: d.nearbyDoctorsResponse,
  }),
  doctorsSearch: e({
    method: 'GET',
    path: paths.doctorsSearch,
    access: 'anyone',
    summary: 'Verified doctors by name, specialty or city (typo-tolerant)',
    query: d.doctorSearchQuery,
    response: d.doctorListResponse,
  }),
  doctor: e({
    method: 'GET',
    path: paths.doctor,
    access: 'anyone',
    summary: 'A verified doctor public profile',
    response: d.doctorResponse,
  }),
  doctorAvailability: e({
    method: 'GET',
    path: paths.doctorAvailability,
    access: 'anyone',
    summary: 'A doctor slots by day name',
    response: d.availabilityResponse,
  }),
  doctorSchedule: e({
    method: 'GET',
    path: paths.doctorSchedule,
    access: 'anyone',
    summary: 'A doctor weekly schedule across hospitals',
    response: d.scheduleResponse,
  }),
  search: e({
    method: 'GET',
    path: paths.search,
    access: 'anyone',
    summary: 'Doctors, hospitals, labs, pharmacies and ambulances in one call',
    query: d.searchQuery,
    response: d.searchResponse,
  }),
  hospitals: e({
    method: 'GET',
    path: paths.hospitals,
    access: 'anyone',
    summary: 'Hospitals (cursor-paginated)',
    query: d.providerListQuery,
    response: d.providerPageResponse,
  }),
  hospitalsSearch: e({
    method: 'GET',
    path: paths.hospitalsSearch,
    access: 'anyone',
    summary: 'Hospitals by name or city (typo-tolerant)',
    query: d.providerSearchQuery,
    response: d.providerListResponse,
  }),
  hospital: e({
    method: 'GET',
    path: paths.hospital,
    access: 'anyone',
    summary: 'One hospital by id',
    response: d.hospitalResponse,
  }),
  hospitalsNearby: e({
    method: 'GET',
    path: paths.hospitalsNearby,
    access: 'anyone',
    summary: 'Hospitals within a radius (default 50 km), nearest first',
    query: d.nearbyQuery,
    response: d.providerListResponse,
  }),
  labs: e({
    method: 'GET',
    path: paths.labs,
    access: 'anyone',
    summary: 'Labs (cursor-paginated)',
    query: d.providerListQuery,
    response: d.providerPageResponse,
  }),
  labsSearch: e({
    method: 'GET',
    path: paths.labsSearch,
    access: 'anyone',
    summary: 'Labs by name or city (typo-tolerant)',
    query: d.providerSearchQuery,
    response: d.providerListResponse,
  }),
  lab: e({
    method: 'GET',
    path: paths.lab,
    access: 'anyone',
    summary: 'One lab by id',
    response: d.providerResponse,
  }),
  pharmacies: e({
    method: 'GET',
    path: paths.pharmacies,
    access: 'anyone',
    summary: 'Pharmacies (cursor-paginated)',
    query: d.providerListQuery,
    response: d.providerPageResponse,
  }),
  pharmaciesSearch: e({
    method: 'GET',
    path: paths.pharmaciesSearch,
    access: 'anyone',
    summary: 'Pharmacies by name or city (typo-tolerant)',
    query: d.providerSearchQuery,
    response: d.providerListResponse,
  }),
  pharmacy: e({
    method: 'GET',
    path: paths.pharmacy,
    access: 'anyone',
    summary: 'One pharmacy by id',
    response: d.providerResponse,
  }),
  ambulances: e({
    method: 'GET',
    path: paths.ambulances,
    access: 'anyone',
    summary: 'Ambulances (cursor-paginated)',
    query: d.providerListQuery,
    response: d.providerPageResponse,
  }),
  ambulancesSearch: e({
    method: 'GET',
    path: paths.ambulancesSearch,
    access: 'anyone',
    summary: 'Ambulances by name or city (typo-tolerant)',
    query: d.providerSearchQuery,
    response: d.providerListResponse,
  }),
  ambulance: e({
    method: 'GET',
    path: paths.ambulance,
    access: 'anyone',
    summary: 'One ambulance by id',
    response: d.providerResponse,
  }),
  ambulancesNearby: e({
    method: 'GET',
    path: paths.ambulancesNearby,
    access: 'anyone',
    summary: 'Ambulances within a radius (default 50 km), nearest first',
    query: d.nearbyQuery,
    response: d.providerListResponse,
  }),
  doctorSlots: e({
    method: 'GET',
    path: paths.doctorSlots,
    access: 'anyone',
    summary: "A verified doctor's bookable slots on one date, with which are taken",
    query: a.slotsQuery,
    response: a.slotsResponse,
  }),
  book: e({
    method: 'POST',
    path: paths.book,
    access: patients,
    summary: 'Request an appointment for one slot (multipart: fields and history documents)',
    multipart: { fields: a.bookingFields, files: 'historyDocuments' },
    response: a.appointmentResponse,
  }),
  appointments: e({
    method: 'GET',
    path: paths.appointments,
    access: bookingParties,
    summary: "The caller's appointments: a patient's own, a doctor's with them",
    query: a.appointmentListQuery,
    response: a.appointmentListResponse,
  }),
  appointment: e({
    method: 'GET',
    path: paths.appointment,
    access: bookingParties,
    summary: "One of the caller's appointments",
    response: a.appointmentResponse,
  }),
  acceptAppointment: e({
    method: 'PUT',
    path: paths.acceptAppointment,
    access: ['doctor'],
    summary: "Accept a request: confirmed, and the patient's records open to this doctor",
    response: a.appointmentResponse,
  }),
  changeAppointmentStatus: e({
    method: 'PUT',
    path: paths.appointment,
    access: bookingParties,
    summary: 'Decline, start, complete or cancel (doctor); cancel (patient)',
    body: a.statusChangeRequest,
    response: a.appointmentResponse,
  }),
  prescribe: e({
    method: 'POST',
    path: paths.prescribe,
    access: ['doctor'],
    summary: 'Write the prescription of a completed appointment',
    body: a.prescriptionRequest,
    response: a.prescriptionResponse,
  }),
  cancelByLink: e({
    method: 'POST',
    path: paths.cancelByLink,
    access: 'anyone',
    summary: "Cancel with the link of an appointment reminder (the link's token is the proof)",
    body: a.cancelByLinkRequest,
    response: a.appointmentResponse,
  }),
  prescriptions: e({
    method: 'GET',
    path: paths.prescriptions,
    access: bookingParties,
    summary: "A patient's prescriptions, or those a doctor wrote",
    response: a.prescriptionListResponse,
  }),
  notifications: e({
    method: 'GET',
    path: paths.notifications,
    access: 'signed-in',
    summary: "The caller's notifications, newest first, with the unread count",
    query: a.notificationListQuery,
    response: a.notificationListResponse,
  }),
  readNotification: e({
    method: 'POST',
    path: paths.readNotification,
    access: 'signed-in',
    summary: 'Mark one notification read',
    response: a.notificationReadResponse,
  }),
  readAllNotifications: e({
    method: 'POST',
    path: paths.readAllNotifications,
    access: 'signed-in',
    summary: 'Mark every notification read',
    response: a.notificationReadResponse,
  }),
  feed: e({
    method: 'GET',
    path: paths.feed,
    access: 'anyone',
    summary: 'Public posts, newest first, by category, provider and content type (cursor)',
    query: f.feedQuery,
    response: f.feedPageResponse,
  }),
  myPosts: e({
    method: 'GET',
    path: paths.myPosts,
    access: authors,
    summary: "The author's own posts, public and private, newest first (cursor)",
    query: f.myPostsQuery,
    response: f.feedPageResponse,
  }),
  postAnalytics: e({
    method: 'GET',
    path: paths.postAnalytics,
    access: authors,
    summary: "Totals, engagement rate and the last 30 days' reach of the author's posts",
    response: f.postAnalyticsResponse,
  }),
  likedPosts: e({
    method: 'GET',
    path: paths.likedPosts,
    access: 'signed-in',
    summary: 'The ids of the posts the caller likes',
    response: f.likedPostsResponse,
  }),
  postViews: e({
    method: 'POST',
    path: paths.postViews,
    access: 'anyone',
    summary: 'Posts the caller has seen on screen (they make the monthly reach)',
    body: f.viewsBody,
    response: f.viewsResponse,
  }),
  postMedia: e({
    method: 'GET',
    path: paths.postMedia,
    access: 'anyone',
    summary: "A post's image or video (a private post's only for its author)",
  }),
  createPost: e({
    method: 'POST',
    path: paths.feed,
    access: authors,
    summary: 'Write a post (multipart: fields and media)',
    multipart: { fields: f.postFields, files: 'media' },
    response: f.postResponse,
  }),
  post: e({
    method: 'GET',
    path: paths.post,
    access: 'anyone',
    summary: 'One post (a private one only for its author)',
    response: f.postResponse,
  }),
  updatePost: e({
    method: 'PUT',
    path: paths.post,
    access: authors,
    summary: 'Edit your post (multipart: fields, media to remove, new media)',
    multipart: { fields: f.postEditFields, files: 'media' },
    response: f.postResponse,
  }),
  deletePost: e({
    method: 'DELETE',
    path: paths.post,
    access: authors,
    summary: 'Delete your post with its likes, comments and media',
    response: f.deletedResponse,
  }),
  likePost: e({
    method: 'POST',
    path: paths.likePost,
    access: 'signed-in',
    summary: 'Like a post (once per person; liking again changes nothing)',
    response: f.likeResponse,
  }),
  unlikePost: e({
    method: 'POST',
    path: paths.unlikePost,
    access: 'signed-in',
    summary: 'Take back a like (never below zero)',
    response: f.likeResponse,
  }),
  sharePost: e({
    method: 'POST',
    path: paths.sharePost,
    access: 'anyone',
    summary: 'Count a share (once per person and day)',
    response: f.shareResponse,
  }),
  reportPost: e({
    method: 'POST',
    path: paths.reportPost,
    access: 'signed-in',
    summary: 'Report an abusive or misleading post for moderation',
    body: f.reportBody,
    response: f.reportResponse,
  }),
  postComments: e({
    method: 'GET',
    path: paths.postComments,
    access: 'anyone',
    summary: "A post's comments, oldest first (cursor)",
    query: f.commentsQuery,
    response: f.commentListResponse,
  }),
  addComment: e({
    method: 'POST',
    path: paths.postComments,
    access: 'signed-in',
    summary: 'Comment on a post',
    body: f.commentBody,
    response: f.commentResponse,
  }),
  deleteComment: e({
    method: 'DELETE',
    path: paths.postComment,
    access: 'signed-in',
    summary: "Delete a comment (its author's or on your own post)",
    response: f.commentDeletedResponse,
  }),
  devOutbox: e({
    method: 'GET',
    path: paths.devOutbox,
    access: 'anyone',
    summary: 'Demo mode only: the latest outbox messages',
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
