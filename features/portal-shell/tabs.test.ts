import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_NAVIGATE_EVENT,
  badgeFor,
  defaultTabs,
  portalTabs,
  requestAdminTab,
  resolveTab,
  tabFromAdminEvent,
} from './tabs';

describe('portal tab lists', () => {
  it('lists the patient sidebar in the order of 002 §2', () => {
    expect(portalTabs.user).toEqual([
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
    ]);
  });

  it('lists the doctor sidebar in the order of 001 §2', () => {
    expect(portalTabs.doctor).toEqual([
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
    ]);
  });

  it('lists the admin sidebar in the order of 002 §2', () => {
    expect(portalTabs.admin).toEqual([
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
      'moderation',
      'audit-log',
    ]);
  });
});

describe('resolveTab', () => {
  it('starts the patient and doctor portals on the dashboard, the admin on pending approvals', () => {
    expect(defaultTabs).toEqual({
      user: 'dashboard',
      doctor: 'dashboard',
      admin: 'pending-approvals',
    });
    expect(resolveTab('user', null)).toEqual({ tab: 'dashboard', replace: false });
    expect(resolveTab('doctor', undefined)).toEqual({ tab: 'dashboard', replace: false });
    expect(resolveTab('admin', null)).toEqual({ tab: 'pending-approvals', replace: false });
  });

  it.each([
    ['user', portalTabs.user],
    ['doctor', portalTabs.doctor],
    ['admin', portalTabs.admin],
  ] as const)('accepts every %s tab as given', (portal, tabs) => {
    for (const tab of tabs) expect(resolveTab(portal, tab)).toEqual({ tab, replace: false });
  });

  it('falls back and asks for the address to be replaced on an unknown tab', () => {
    expect(resolveTab('user', 'billing')).toEqual({ tab: 'dashboard', replace: true });
    expect(resolveTab('doctor', 'settings')).toEqual({ tab: 'dashboard', replace: true });
    expect(resolveTab('admin', 'dashboardz')).toEqual({
      tab: 'pending-approvals',
      replace: true,
    });
  });

  it("does not lend one portal's tabs to another", () => {
    expect(resolveTab('user', 'patients')).toEqual({ tab: 'dashboard', replace: true });
    expect(resolveTab('doctor', 'historyPaper')).toEqual({ tab: 'dashboard', replace: true });
    expect(resolveTab('admin', 'appointments')).toEqual({
      tab: 'pending-approvals',
      replace: true,
    });
  });

  it('treats an empty value, another spelling or padding as unknown', () => {
    expect(resolveTab('user', '')).toEqual({ tab: 'dashboard', replace: true });
    expect(resolveTab('user', 'historypaper')).toEqual({ tab: 'dashboard', replace: true });
    expect(resolveTab('user', 'history-paper')).toEqual({ tab: 'dashboard', replace: true });
    expect(resolveTab('doctor', ' profile')).toEqual({ tab: 'dashboard', replace: true });
    // Names an object's own properties would answer to are not tabs.
    expect(resolveTab('admin', 'constructor')).toEqual({
      tab: 'pending-approvals',
      replace: true,
    });
  });
});

describe('badgeFor', () => {
  it('shows a count only on the tabs the seeds give a badge, worded by what it counts', () => {
    const counts = { referrals: 3, consultations: 2, requests: 5 };
    expect(badgeFor('doctor', 'referrals', counts)).toEqual({ kind: 'pending', count: 3 });
    expect(badgeFor('doctor', 'consultations', counts)).toEqual({ kind: 'active', count: 2 });
    expect(badgeFor('doctor', 'requests', counts)).toEqual({ kind: 'new', count: 5 });
    expect(badgeFor('doctor', 'prescriptions', counts)).toBeNull();
    expect(badgeFor('user', 'notifications', { notifications: 4 })).toEqual({
      kind: 'new',
      count: 4,
    });
    expect(badgeFor('admin', 'pending-approvals', { 'pending-approvals': 12 })).toEqual({
      kind: 'pending',
      count: 12,
    });
  });

  it('shows nothing without a positive count', () => {
    expect(badgeFor('doctor', 'referrals', undefined)).toBeNull();
    expect(badgeFor('doctor', 'referrals', {})).toBeNull();
    expect(badgeFor('doctor', 'referrals', { referrals: 0 })).toBeNull();
    expect(badgeFor('doctor', 'referrals', { referrals: -2 })).toBeNull();
    expect(badgeFor('doctor', 'referrals', { referrals: Number.NaN })).toBeNull();
    expect(badgeFor('doctor', 'referrals', { referrals: 0.5 })).toBeNull();
    expect(badgeFor('doctor', 'referrals', { referrals: 2.7 })).toEqual({
      kind: 'pending',
      count: 2,
    });
  });
});

describe('admin:navigate', () => {
  const event = (detail: unknown) => new CustomEvent(ADMIN_NAVIGATE_EVENT, { detail });

  it('reads the tab of the event, falling back like the address does', () => {
    expect(tabFromAdminEvent(event({ tab: 'users' }))).toBe('users');
    expect(tabFromAdminEvent(event({ tab: 'settings' }))).toBe('settings');
    expect(tabFromAdminEvent(event({ tab: 'nowhere' }))).toBe('pending-approvals');
  });

  it('ignores an event without a tab', () => {
    expect(tabFromAdminEvent(event(null))).toBeNull();
    expect(tabFromAdminEvent(event({}))).toBeNull();
    expect(tabFromAdminEvent(event({ tab: 3 }))).toBeNull();
    expect(tabFromAdminEvent(new Event(ADMIN_NAVIGATE_EVENT))).toBeNull();
  });

  it('is what requestAdminTab sends', () => {
    const target = new EventTarget() as Window;
    const listener = vi.fn((e: Event) => tabFromAdminEvent(e));
    target.addEventListener(ADMIN_NAVIGATE_EVENT, listener);
    requestAdminTab('hospitals', target);
    expect(listener).toHaveBeenCalledOnce();
    expect(listener.mock.results[0]?.value).toBe('hospitals');
  });
});
