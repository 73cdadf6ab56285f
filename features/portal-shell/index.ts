export {
  PortalShell,
  usePortalTab,
  type PortalShellProps,
  type PortalTabState,
} from './components/portal-shell';
export { ComingSoonPanel, type ComingSoonPanelProps } from './components/coming-soon-panel';
export {
  PatientDashboard,
  readAmbulanceSearchState,
  type AmbulanceSearchState,
  type PatientDashboardProps,
} from './components/patient-dashboard';
export {
  ADMIN_NAVIGATE_EVENT,
  badgeFor,
  defaultTabs,
  isPortalTab,
  portalTabs,
  portals,
  requestAdminTab,
  resolveTab,
  tabBadges,
  tabFromAdminEvent,
  type AdminNavigateDetail,
  type AnyPortalTab,
  type BadgeKind,
  type BadgeTab,
  type Portal,
  type PortalCounts,
  type PortalTab,
  type TabResolution,
} from './tabs';
export {
  badgeLabels,
  commonMessages,
  portalNames,
  roleLabelFor,
  roleLabels,
  tabLabels,
} from './messages';
