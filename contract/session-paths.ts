/**
 * The paths the client needs before any page has asked for anything: its session and the
 * site's settings. Kept apart from `paths` so the first page load carries only these.
 */
export const sessionPaths = {
  health: '/health',
  publicSettings: '/settings/public',
  login: '/auth/login',
  me: '/auth/me',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
} as const;
