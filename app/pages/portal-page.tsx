import { PortalShell, type Portal } from '@features/portal-shell';

export type PortalPageProps = { portal: Portal };

/**
 * /portal/user, /portal/doctor and /portal/admin (001 §2, 002 §2): the portal's shell.
 * Later releases pass each tab's content through `panels` and the badge counts through
 * `counts`; until then the tabs show "coming soon" and no badge shows a number.
 */
export default function PortalPage({ portal }: PortalPageProps) {
  return <PortalShell portal={portal} />;
}
