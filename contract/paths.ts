/**
 * The API path of every contract endpoint (under /api), without its schemas: the
 * client's first load needs the paths but not zod. `endpoints` takes its paths from here.
 */
export const paths = {
  health: '/health',
  publicSettings: '/settings/public',
  login: '/auth/login',
  me: '/auth/me',
  refresh: '/auth/refresh',
  register: '/auth/register',
  checkDuplicate: '/auth/check-duplicate',
  logout: '/auth/logout',
  sendCode: '/auth/forgot-password/send-code',
  verifyCode: '/auth/forgot-password/verify-code',
  resendCode: '/auth/forgot-password/resend-code',
  resetPassword: '/auth/forgot-password/reset',
  legacyForgot: '/auth/forgotpassword',
  legacyReset: '/auth/resetpassword/:token',
  sendContact: '/contact',
  contactMessages: '/admin/contact-messages',
  setMaintenance: '/admin/settings/maintenance',
  devOutbox: '/dev/outbox',
} as const;

export type PathName = keyof typeof paths;
