/**
 * The three portal shells' tabs, in sidebar order (001 §2, 002 §2), and how a `tab`
 * query value resolves to one of them. Pure data and functions: the unit tests cover
 * every fallback here, the components only read the answer.
 */
export const portalTabs = {
  user: [
    'dashboard',
    'appointments',
    'records',
    'prescriptions',
    'medicines',
    'notifications',
    'emergency',
    'historyPaper',
    'health-posts',
    'profile',
  ],
  doctor: [
    'dashboard',
    'appointments',
    'patients',
    'prescriptions',
    'referrals',
    'consultations',
    'transfers',
    'requests',
    'letters',
    'advanced-schedule',
    'verification',
    'blog',
    'health-posts',
    'profile',
  ],
  admin: [
    'dashboard',
    'pending-approvals',
    'users',
    'hospitals',
    'pharmacies',
    'labs',
    'ambulances',
    'settings',
    'analytics',
    'buy-coffee',
    // Beyond 002 §2 (issue 14): the reported-posts queue and the audit-log viewer.
    'moderation',
    'audit-log',
  ],
} as const;

export type Portal = keyof typeof portalTabs;
export type PortalTab<P extends Portal = Portal> = (typeof portalTabs)[P][number];
/** Every tab id of any portal. */
export type AnyPortalTab = PortalTab<Portal>;

export const portals = Object.keys(portalTabs) as Portal[];

/**
 * Where a portal starts when the URL names no tab, and where an unknown tab falls back:
 * the same tab in every portal (the admin portal starts on pending approvals, 002 §2).
 */
export const defaultTabs = {
  user: 'dashboard',
  doctor: 'dashboard',
  admin: 'pending-approvals',
} as const satisfies { [P in Portal]: PortalTab<P> };

/** What a tab's count means, which decides its accessible wording ("3 pending"). */
export type BadgeKind = 'new' | 'pending' | 'active';

/** The tabs that carry a count badge (001 §2, 002 §2); the others never show one. */
export const tabBadges = {
  user: { notifications: 'new' },
  doctor: { referrals: 'pending', consultations: 'active', requests: 'new' },
  admin: { 'pending-approvals': 'pending' },
} as const satisfies { [P in Portal]: Partial<Record<PortalTab<P>, BadgeKind>> };

export type BadgeTab<P extends Portal> = keyof (typeof tabBadges)[P] & PortalTab<P>;

/** Counts for a portal's badge tabs. A tab without a count shows no badge. */
export type PortalCounts<P extends Portal> = Partial<Record<BadgeTab<P>, number>>;

export function isPortalTab<P extends Portal>(portal: P, value: unknown): value is PortalTab<P> {
  return typeof value === 'string' && (portalTabs[portal] as readonly string[]).includes(value);
}

export type TabResolution<P extends Portal> = {
  tab: PortalTab<P>;
  /**
   * True when the URL holds a value that is not a tab of this portal: the caller replaces
   * it with `tab` (history replace), so Back does not return to the broken address.
   */
  replace: boolean;
};

/**
 * The tab to show for a `tab` query value. Absent: the portal's default, URL kept as it
 * is. Known (exact, case-sensitive, as the seeds spell them): that tab. Anything else,
 * the empty string included: the fallback, and the URL is to be replaced.
 */
export function resolveTab<P extends Portal>(
  portal: P,
  value: string | null | undefined,
): TabResolution<P> {
  if (value === null || value === undefined) {
    return { tab: defaultTabs[portal], replace: false };
  }
  if (isPortalTab(portal, value)) return { tab: value, replace: false };
  return { tab: defaultTabs[portal], replace: true };
}

/** The badge of `tab` in `portal`: its kind and count, or null when none is to show. */
export function badgeFor<P extends Portal>(
  portal: P,
  tab: PortalTab<P>,
  counts: PortalCounts<P> | undefined,
): { kind: BadgeKind; count: number } | null {
  const kinds = tabBadges[portal] as Partial<Record<string, BadgeKind>>;
  const kind = kinds[tab];
  if (!kind || !counts) return null;
  const count = (counts as Partial<Record<string, number>>)[tab];
  if (count === undefined || !Number.isFinite(count)) return null;
  // Nothing new, or a count that is not a whole number of things: no badge.
  const whole = Math.floor(count);
  return whole > 0 ? { kind, count: whole } : null;
}

/** The window event another part of the admin portal sends to switch tabs (002 §2). */
export const ADMIN_NAVIGATE_EVENT = 'admin:navigate';

export type AdminNavigateDetail = { tab: PortalTab<'admin'> | (string & {}) };

/** Asks the admin shell to show `tab` (a dashboard's View all or quick action, say). */
export function requestAdminTab(tab: PortalTab<'admin'>, target: Window = window): void {
  target.dispatchEvent(
    new CustomEvent<AdminNavigateDetail>(ADMIN_NAVIGATE_EVENT, { detail: { tab } }),
  );
}

/** The tab carried by an admin:navigate event, resolved like a query value; null if none. */
export function tabFromAdminEvent(event: Event): PortalTab<'admin'> | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null || !('tab' in detail)) return null;
  const { tab } = detail as { tab: unknown };
  if (typeof tab !== 'string') return null;
  return resolveTab('admin', tab).tab;
}
