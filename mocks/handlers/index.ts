import type { RequestHandler } from 'msw';
import * as system from './system';
import * as appointments from './appointments';
import * as auth from './auth';
import * as booking from './booking';
import * as cancelByLink from './cancel-by-link';
import * as contact from './contact';
import * as discovery from './discovery';
import * as feed from './feed';
import * as feedAuthor from './feed-author';
import * as notifications from './notifications';
import * as patientProfile from './patient-profile';
import * as doctorDashboard from './doctor-dashboard';
import * as adminDashboard from './admin-dashboard';
import * as adminUsers from './admin-users';
import * as adminAudit from './admin-audit';
import * as adminModeration from './admin-moderation';
import * as adminSettings from './admin-settings';
import * as authPolicies from './admin-auth-policies';
import * as adminProviders from './admin-providers';
import * as adminBackups from './admin-backups';
import * as adminAnalytics from './admin-analytics';
import * as schedule from './schedule';
import * as adminDonation from './admin-donation';
import * as rxVerify from './rx-verify';
import * as patients from './patients';
import * as records from './records';
import * as emergency from './emergency';
import * as prescriptions from './prescriptions';
import * as providerRatings from './provider-ratings';
import * as patientDashboard from './patient-dashboard';
import * as doctorRatings from './doctor-ratings';
import * as historyPaper from './history-paper';
import * as orders from './orders';
import * as verificationApply from './verification-apply';
import * as doctorProfile from './doctor-profile';
import * as transfers from './transfers';
import * as referralsMock from './referrals';
import * as letters from './letters';
import * as consultationsMock from './consultations';
import * as careCounts from './care-counts';
import * as careRequests from './care-requests';

/** Every endpoint's `success` scenario: the default world of stories and tests. */
export const handlers: RequestHandler[] = [
  system.getHealth.success(),
  system.getPublicSettings.success(),
  auth.login.success(),
  auth.me.success(),
  auth.refresh.success(),
  auth.register.success(),
  auth.checkDuplicate.success(),
  auth.logout.success(),
  auth.sendCode.success(),
  auth.verifyCode.success(),
  auth.resendCode.success(),
  auth.resetPassword.success(),
  // The author's own lists before the feed's /feed/:id, which would catch /feed/my-posts.
  feedAuthor.listMyPosts.success(),
  feedAuthor.myPostsAnalytics.success(),
  feedAuthor.createPost.success(),
  feedAuthor.updatePost.success(),
  feedAuthor.deletePost.success(),
  ...feed.feedHandlers(),
  contact.sendContact.success(),
  // The visited doctors' profiles (issue 17) before discovery's by-id, which knows only its own.
  doctorRatings.ratedDoctor.success(),
  // Nearby before the by-id pattern, which would catch /doctors/nearby.
  ...discovery.discoveryHandlers(),
  ...appointments.appointmentsHandlers(),
  ...booking.bookingHandlers(),
  ...cancelByLink.cancelByLinkHandlers(),
  ...notifications.notificationHandlers(),
  // A socket.io server over MSW, so signed-in stories get live events and no stray requests.
  ...notifications.fakeRealtime.handlers(),
  // Dashboard (issue 14)
  ...adminDashboard.adminDashboardHandlers(),
  // Moderation (issue 14)
  ...adminModeration.adminModerationHandlers(),
  // Users (issue 14)
  ...adminUsers.adminUsersHandlers(),
  // Providers (issue 14)
  ...adminProviders.adminProvidersHandlers(),
  // Settings (issue 14)
  ...authPolicies.authPoliciesHandlers(),
  ...adminSettings.adminSettingsHandlers(),
  // Backups (issue 14)
  ...adminBackups.backupHandlers(),
  // Analytics (issue 14)
  ...adminAnalytics.analyticsHandlers(),
  // Donation (issue 14)
  ...adminDonation.donationHandlers(),
  // Audit (issue 14)
  ...adminAudit.adminAuditHandlers(),
  // Records (issue 15)
  ...records.recordsHandlers(),
  // Prescriptions (issue 15)
  ...prescriptions.prescriptionsHandlers(),
  // Public prescription check (issue 15)
  ...rxVerify.rxVerifyHandlers(),
  // Patients (issue 15)
  ...patients.patientsHandlers(),
  // Provider ratings (issue 14)
  ...providerRatings.providerRatingsHandlers(),
  // Schedule and hospitals (issue 16)
  schedule.scheduleSlots.success(),
  schedule.createScheduleSlot.success(),
  schedule.updateScheduleSlot.success(),
  schedule.deleteScheduleSlot.success(),
  schedule.doctorHospitals.success(),
  schedule.addHospital.success(),
  schedule.connectHospital.success(),
  // Doctor verification (issue 16)
  ...verificationApply.verificationApplyHandlers(),
  // Doctor profile (issue 16)
  ...doctorProfile.doctorProfileHandlers(),
  // Doctor dashboard (issue 16)
  ...doctorDashboard.doctorDashboardHandlers(),
  // Medicine orders (issue 17)
  ...orders.ordersHandlers(),
  // Emergency (issue 17)
  ...emergency.emergencyHandlers(),
  // Patient profile and notifications (issue 17)
  ...patientProfile.patientProfileHandlers(),
  // Patient dashboard, history paper and doctor ratings (issue 17)
  ...patientDashboard.patientDashboardHandlers(),
  ...doctorRatings.doctorRatingsHandlers(),
  ...historyPaper.historyPaperHandlers(),
  // Referrals and care access (issue 18)
  ...referralsMock.referralsHandlers(),
  // Transfers (issue 18)
  ...transfers.transfersHandlers(),
  // Consultations (issue 18)
  ...consultationsMock.consultationsHandlers(),
  // Requests (issue 18)
  ...careRequests.careRequestsHandlers(),
  // Letters (issue 18)
  ...letters.lettersHandlers(),
  // Care live and counts (issue 18)
  ...careCounts.careCountsHandlers(),
];

export {
  system,
  auth,
  feed,
  feedAuthor,
  contact,
  discovery,
  appointments,
  booking,
  cancelByLink,
  notifications,
};
