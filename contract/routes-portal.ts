import { paths } from './paths';
import type { Route } from './routes';

/** The patient portal's callers: patients (a signed-in member of the public is one, 000 §6). */
export const patientRoles = ['patient', 'public'] as const;

/**
 * The routes of the doctor's workspace (issue 16) and the rest of the patient portal
 * (issue 17), in the same shape as `routes.ts`, which spreads them into the one table.
 * Add an area's routes under its line.
 */
export const portalRoutes = {
  // Schedule and hospitals (issue 16)
  scheduleSlots: { method: 'GET', path: paths.scheduleSlots, access: ['doctor'] },
  createScheduleSlot: { method: 'POST', path: paths.scheduleSlots, access: ['doctor'] },
  updateScheduleSlot: { method: 'PUT', path: paths.scheduleSlot, access: ['doctor'] },
  deleteScheduleSlot: { method: 'DELETE', path: paths.scheduleSlot, access: ['doctor'] },
  doctorHospitals: { method: 'GET', path: paths.doctorHospitals, access: ['doctor'] },
  addHospital: { method: 'POST', path: paths.doctorHospitals, access: ['doctor'] },
  connectHospital: { method: 'POST', path: paths.connectHospital, access: ['doctor'] },
  // Doctor verification (issue 16)
  // Doctor profile (issue 16)
  uploadDoctorProfileDocument: {
    method: 'POST',
    path: paths.doctorProfileDocuments,
    access: ['doctor'],
  },
  doctorProfileDocument: {
    method: 'GET',
    path: paths.doctorProfileDocument,
    access: ['doctor', 'admin'],
  },
  doctorProfile: { method: 'GET', path: paths.doctorProfile, access: ['doctor'] },
  updateDoctorProfilePicture: {
    method: 'POST',
    path: paths.doctorProfilePicture,
    access: ['doctor'],
  },
  updateDoctorProfileSection: {
    method: 'PUT',
    path: paths.doctorProfileSection,
    access: ['doctor'],
  },
  profileImage: { method: 'GET', path: paths.profileImage, access: 'anyone' },
  // Doctor dashboard (issue 16)
  doctorDashboard: { method: 'GET', path: paths.doctorDashboard, access: ['doctor'] },
  doctorAnalytics: { method: 'GET', path: paths.doctorAnalytics, access: ['doctor'] },
  // Medicine orders (issue 17)
  orderPharmacies: { method: 'GET', path: paths.orderPharmacies, access: patientRoles },
  orders: { method: 'GET', path: paths.orders, access: patientRoles },
  placeOrder: { method: 'POST', path: paths.orders, access: patientRoles },
  order: { method: 'GET', path: paths.order, access: patientRoles },
  cancelOrder: { method: 'PUT', path: paths.cancelOrder, access: patientRoles },
  pharmacyOrders: { method: 'GET', path: paths.pharmacyOrders, access: ['pharmacy'] },
  advanceOrder: { method: 'PUT', path: paths.advanceOrder, access: ['pharmacy'] },
  // Emergency (issue 17)
  emergencyContacts: { method: 'GET', path: paths.emergencyContacts, access: patientRoles },
  addEmergencyContact: { method: 'POST', path: paths.emergencyContacts, access: patientRoles },
  updateEmergencyContact: { method: 'PUT', path: paths.emergencyContact, access: patientRoles },
  deleteEmergencyContact: { method: 'DELETE', path: paths.emergencyContact, access: patientRoles },
  activeEmergency: { method: 'GET', path: paths.emergencySos, access: patientRoles },
  triggerSos: { method: 'POST', path: paths.emergencySos, access: patientRoles },
  cancelSos: { method: 'POST', path: paths.emergencySosCancel, access: patientRoles },
  emergencyHistory: { method: 'GET', path: paths.emergencyHistory, access: patientRoles },
  // Patient profile and notifications (issue 17)
  notificationUnreadCount: {
    method: 'GET',
    path: paths.notificationUnreadCount,
    access: 'signed-in',
  },
  notificationPreferences: {
    method: 'GET',
    path: paths.notificationPreferences,
    access: 'signed-in',
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: paths.notificationPreferences,
    access: 'signed-in',
  },
  deleteNotification: { method: 'DELETE', path: paths.deleteNotification, access: 'signed-in' },
  deleteAllNotifications: {
    method: 'DELETE',
    path: paths.deleteAllNotifications,
    access: 'signed-in',
  },
  patientProfile: { method: 'GET', path: paths.patientProfile, access: [...patientRoles] },
  updatePatientProfile: { method: 'PUT', path: paths.patientProfile, access: [...patientRoles] },
  uploadProfilePicture: {
    method: 'POST',
    path: paths.patientProfilePicture,
    access: [...patientRoles],
  },
  patientDocuments: { method: 'GET', path: paths.patientDocuments, access: [...patientRoles] },
  uploadPatientDocument: {
    method: 'POST',
    path: paths.patientDocuments,
    access: [...patientRoles],
  },
  deletePatientDocument: {
    method: 'DELETE',
    path: paths.patientDocument,
    access: [...patientRoles],
  },
  patientDocumentFile: {
    method: 'GET',
    path: paths.patientDocumentFile,
    access: [...patientRoles],
  },
  // Patient dashboard, history paper and doctor ratings (issue 17)
  patientDashboard: { method: 'GET', path: paths.patientDashboard, access: patientRoles },
  visitedDoctors: { method: 'GET', path: paths.visitedDoctors, access: patientRoles },
  doctorCanRate: { method: 'GET', path: paths.doctorCanRate, access: patientRoles },
  rateDoctor: { method: 'POST', path: paths.doctorRatings, access: patientRoles },
  submitHistoryPaper: { method: 'POST', path: paths.historyPaper, access: patientRoles },
  // Referrals and care access (issue 18)
  careColleagues: { method: 'GET', path: paths.careColleagues, access: ['doctor'] },
  referrals: { method: 'GET', path: paths.referrals, access: ['doctor'] },
  createReferral: { method: 'POST', path: paths.referrals, access: ['doctor'] },
  referralStatus: { method: 'PUT', path: paths.referralStatus, access: ['doctor'] },
  // Transfers (issue 18)
  transfers: { method: 'GET', path: paths.transfers, access: ['doctor', 'hospital'] },
  createTransfer: { method: 'POST', path: paths.transfers, access: ['doctor'] },
  transfer: { method: 'GET', path: paths.transfer, access: ['doctor', 'hospital'] },
  updateTransferStatus: {
    method: 'PUT',
    path: paths.transferStatus,
    access: ['doctor', 'hospital'],
  },
  // Consultations (issue 18)
  consultations: { method: 'GET', path: paths.consultations, access: ['doctor'] },
  createConsultation: { method: 'POST', path: paths.consultations, access: ['doctor'] },
  consultation: { method: 'GET', path: paths.consultation, access: ['doctor'] },
  updateConsultationStatus: {
    method: 'PUT',
    path: paths.consultationStatus,
    access: ['doctor'],
  },
  startConsultation: { method: 'PUT', path: paths.consultationStart, access: ['doctor'] },
  endConsultation: { method: 'PUT', path: paths.consultationEnd, access: ['doctor'] },
  consultationMessages: { method: 'GET', path: paths.consultationMessages, access: ['doctor'] },
  sendConsultationMessage: {
    method: 'POST',
    path: paths.consultationMessages,
    access: ['doctor'],
  },
  // Requests (issue 18)
  doctorRequests: { method: 'GET', path: paths.doctorRequests, access: ['doctor'] },
  respondToRequest: { method: 'PUT', path: paths.respondToRequest, access: ['doctor'] },
  createCareRequest: { method: 'POST', path: paths.appointmentRequests, access: patientRoles },
  myRequests: { method: 'GET', path: paths.myRequests, access: patientRoles },
  // Letters (issue 18)
  letters: { method: 'GET', path: paths.letters, access: ['doctor'] },
  createLetter: { method: 'POST', path: paths.letters, access: ['doctor'] },
  letter: { method: 'GET', path: paths.letter, access: 'signed-in' },
  updateLetter: { method: 'PUT', path: paths.letter, access: ['doctor'] },
  sendLetter: { method: 'POST', path: paths.sendLetter, access: ['doctor'] },
  deleteLetter: { method: 'DELETE', path: paths.letter, access: ['doctor'] },
  // Care live and counts (issue 18)
  careCounts: { method: 'GET', path: paths.careCounts, access: ['doctor'] },
} as const satisfies Record<string, Route>;
