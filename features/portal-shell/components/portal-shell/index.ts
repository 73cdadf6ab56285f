export { PortalShell, type PortalShellProps } from './portal-shell';
export { usePortalTab, type PortalTabState } from './use-portal-tab';
