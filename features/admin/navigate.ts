/**
 * Switching the admin portal's tab from inside a screen (002 §2): a window event named
 * `admin:navigate` carrying the tab, which the portal's shell follows (an unknown tab
 * falls back to pending approvals there).
 */
export const ADMIN_NAVIGATE = 'admin:navigate';

/** The tabs the admin screens send people to. */
export type AdminTarget = 'pending-approvals' | 'users' | 'hospitals' | 'settings';

export function navigateAdmin(tab: AdminTarget, target: Window = window): void {
  target.dispatchEvent(new CustomEvent(ADMIN_NAVIGATE, { detail: { tab } }));
}
