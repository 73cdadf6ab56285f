import type { RequestHandler } from 'msw';
import * as system from './system';
import * as auth from './auth';
import * as contact from './contact';
import * as discovery from './discovery';
import * as feed from './feed';

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
  feed.getFeed.success(),
  contact.sendContact.success(),
  // Nearby before the by-id pattern, which would catch /doctors/nearby.
  ...discovery.discoveryHandlers(),
];

export { system, auth, feed, contact, discovery };
