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
import * as adminDashboard from './admin-dashboard';
import * as adminUsers from './admin-users';
import * as adminAudit from './admin-audit';
import * as adminModeration from './admin-moderation';
import * as adminSettings from './admin-settings';
import * as authPolicies from './admin-auth-policies';
import * as adminProviders from './admin-providers';
import * as adminBackups from './admin-backups';
import * as adminAnalytics from './admin-analytics';
import * as adminDonation from './admin-donation';
import * as rxVerify from './rx-verify';
import * as patients from './patients';
import * as records from './records';
import * as prescriptions from './prescriptions';
import * as providerRatings from './provider-ratings';

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
  // Nearby before the by-id pattern, which would catch /doctors/nearby.
  ...discovery.discoveryHandlers(),
  ...appointments.appointmentsHandlers(),
  ...booking.bookingHandlers(),
  ...cancelByLink.cancelByLinkHandlers(),
  ...notifications.notificationHandlers(),
  // A socket.io server over MSW, so signed-in stories get live events and no stray requests.
  ...notifications.fakeRealtime.handlers(),
  // issue 14 · dashboard: entries below
  ...adminDashboard.adminDashboardHandlers(),
  // issue 14 · moderation: entries below
  ...adminModeration.adminModerationHandlers(),
  // issue 14 · users: entries below
  ...adminUsers.adminUsersHandlers(),
  // issue 14 · providers: entries below
  ...adminProviders.adminProvidersHandlers(),
  // issue 14 · settings: entries below
  ...authPolicies.authPoliciesHandlers(),
  ...adminSettings.adminSettingsHandlers(),
  // issue 14 · backups: entries below
  ...adminBackups.backupHandlers(),
  // issue 14 · analytics: entries below
  ...adminAnalytics.analyticsHandlers(),
  // issue 14 · donation: entries below
  ...adminDonation.donationHandlers(),
  // issue 14 · audit: entries below
  ...adminAudit.adminAuditHandlers(),
  // issue 15 · records: entries below
  ...records.recordsHandlers(),
  // issue 15 · prescriptions: entries below
  ...prescriptions.prescriptionsHandlers(),
  // issue 15 · rx-verify: entries below
  ...rxVerify.rxVerifyHandlers(),
  // issue 15 · patients: entries below
  ...patients.patientsHandlers(),
  // issue 14 · provider ratings
  ...providerRatings.providerRatingsHandlers(),
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
