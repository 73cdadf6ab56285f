import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Ambulance,
  ArrowLeftRight,
  BadgeCheck,
  Bell,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  Coffee,
  Flag,
  FileText,
  FlaskConical,
  Forward,
  Hospital,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  MessagesSquare,
  Newspaper,
  PenLine,
  Pill,
  ScrollText,
  Settings,
  Siren,
  Store,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import useSWRMutation from 'swr/mutation';
import { usePageTitle } from '@lib/page';
import { useAuthActions, useSession } from '@lib/session';
import { Avatar } from '@ui/avatar';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@ui/sheet';
import { SidebarNav, type SidebarNavItem, type SidebarNavLinkProps } from '@ui/sidebar-nav';
import { spinnerVariants } from '@ui/spinner';
import { badgeLabels, commonMessages, portalNames, roleLabelFor, tabLabels } from '../../messages';
import {
  ADMIN_NAVIGATE_EVENT,
  badgeFor,
  portalTabs,
  tabFromAdminEvent,
  type AnyPortalTab,
  type Portal,
  type PortalCounts,
  type PortalTab,
} from '../../tabs';
import { ComingSoonPanel } from '../coming-soon-panel';
import { PatientDashboard } from '../patient-dashboard';
import { SidebarFigures } from './sidebar-figures';
import { messages } from './messages';
import { photoOf, useDisplayName } from './identity';
import { usePortalTab } from './use-portal-tab';

const tabIcons: Record<AnyPortalTab, LucideIcon> = {
  dashboard: LayoutDashboard,
  appointments: CalendarDays,
  records: FileText,
  prescriptions: ClipboardList,
  medicines: Pill,
  notifications: Bell,
  emergency: Siren,
  historyPaper: ScrollText,
  'health-posts': Newspaper,
  profile: UserRound,
  patients: Users,
  referrals: Forward,
  consultations: MessagesSquare,
  transfers: ArrowLeftRight,
  requests: Inbox,
  letters: Mail,
  'advanced-schedule': CalendarClock,
  verification: BadgeCheck,
  blog: PenLine,
  'pending-approvals': ClipboardCheck,
  users: Users,
  hospitals: Hospital,
  pharmacies: Store,
  labs: FlaskConical,
  ambulances: Ambulance,
  settings: Settings,
  analytics: ChartColumn,
  'buy-coffee': Coffee,
  moderation: Flag,
  'audit-log': ScrollText,
};

/** Where logout leads (001 §2, 002 §2: "logout returns to login"). */
const LOGIN_PATH = '/auth/login';

export type PortalShellProps<P extends Portal> = {
  portal: P;
  /**
   * Counts for the badge tabs (doctor: referrals pending, consultations active, requests
   * new; patient: notifications new; admin: pending approvals). No count, no badge.
   */
  counts?: PortalCounts<P>;
  /**
   * The content of tabs that later releases build, by tab. A tab without one shows the
   * built-in panel: the patient's dashboard, else "coming soon" (the doctor's dashboard is
   * a feature of its own, given here by the app).
   */
  panels?: Partial<Record<PortalTab<P>, ReactNode>>;
  /** Controls beside the tab's title and in the phone bar, e.g. the notifications bell. */
  actions?: ReactNode;
  /** The patient's built-in dashboard's last part, from other features (visited doctors). */
  dashboardExtra?: ReactNode;
  className?: string;
};

function Identity({
  name,
  role,
  photo,
  size,
}: {
  name: string;
  role: string | null;
  photo: string | undefined;
  size: 'md' | 'lg';
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} src={photo} size={size} decorative />
      <div className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-foreground">{name}</span>
        {role ? <span className="text-sm text-muted-foreground">{role}</span> : null}
      </div>
    </div>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <main className="flex min-h-[50vh] items-center justify-center px-4">
      <p role="status" className="flex items-center gap-3 text-lg text-muted-foreground">
        <span aria-hidden className={cn(spinnerVariants({ size: 'md' }), 'text-primary')} />
        {intl.formatMessage(commonMessages.loading)}
      </p>
    </main>
  );
}

/**
 * Sign-out in the kit's mutation shape: the session's own action (it ends the session as
 * well as calling the server), so not a plain `useApiMutation('logout')`.
 */
function useSignOut() {
  const { signOut } = useAuthActions();
  return useSWRMutation(['mutation', 'signOut'] as const, () => signOut());
}

/**
 * The workspace of the patient, doctor and admin portals (001 §2, 002 §2): a sidebar with
 * the user's photo, name and role, the portal's tabs in order, and Log out; the chosen
 * tab's panel beside it. The tab lives in the `tab` query parameter. Below the md
 * breakpoint the sidebar folds into a Menu button that opens it as a sheet.
 */
export function PortalShell<P extends Portal>({
  portal,
  counts,
  panels,
  actions,
  dashboardExtra,
  className,
}: PortalShellProps<P>) {
  const intl = useIntl();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const { tab, hrefFor, select } = usePortalTab(portal);
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const { trigger: signOut, isMutating: leaving } = useSignOut();
  const name = useDisplayName(user);
  const portalName = intl.formatMessage(portalNames[portal as Portal]);
  const tabLabel = (id: AnyPortalTab) => intl.formatMessage(tabLabels[id]);
  // Each tab is a page of its own: "Appointments – Doctor portal – Ujyalo Health".
  usePageTitle(user ? [tabLabel(tab), portalName] : null, { view: tab });
  // A tab chosen in the phone menu takes focus to its heading, not back to the Menu button.
  const chose = useRef(false);

  // Other admin screens switch the tab with a window event (002 §2).
  useEffect(() => {
    if (portal !== 'admin') return;
    const onNavigate = (event: Event) => {
      const next = tabFromAdminEvent(event);
      if (next) select(next as PortalTab<P>);
    };
    window.addEventListener(ADMIN_NAVIGATE_EVENT, onNavigate);
    return () => window.removeEventListener(ADMIN_NAVIGATE_EVENT, onNavigate);
  }, [portal, select]);

  if (!user) return <Loading />;

  const photo = photoOf(user);
  const roleLabel = roleLabelFor(user.role);
  const role = roleLabel ? intl.formatMessage(roleLabel) : null;
  const tabs = portalTabs[portal] as readonly PortalTab<P>[];

  const hrefToTab = new Map(tabs.map((id) => [hrefFor(id), id] as const));
  const items: SidebarNavItem[] = tabs.map((id) => {
    const Icon: LucideIcon = tabIcons[id as AnyPortalTab];
    return {
      id,
      label: tabLabel(id),
      icon: <Icon />,
      href: hrefFor(id),
      onSelect: () => {
        chose.current = true;
        setMenuOpen(false);
      },
    };
  });

  // SidebarNav's own badge says "N new"; these counts also mean pending or active.
  const renderLink = ({ href, children, ...rest }: SidebarNavLinkProps) => {
    const id = hrefToTab.get(href);
    const badge = id ? badgeFor(portal, id, counts) : null;
    return (
      <Link to={href} {...rest}>
        {children}
        {badge ? (
          <>
            <Badge aria-hidden variant="primary" size="sm">
              {intl.formatNumber(badge.count)}
            </Badge>
            <span className="sr-only">
              {intl.formatMessage(badgeLabels[badge.kind], { count: badge.count })}
            </span>
          </>
        ) : null}
      </Link>
    );
  };

  const logout = async () => {
    try {
      await signOut();
    } finally {
      setMenuOpen(false);
      void navigate(LOGIN_PATH, { replace: true });
    }
  };

  const nav = (className: string) => (
    <SidebarNav
      collapse="never"
      label={portalName}
      items={items}
      activeId={tab}
      renderLink={renderLink}
      className={className}
      header={
        <>
          <Identity name={name} role={role} photo={photo} size="lg" />
          {portal === 'user' ? <SidebarFigures /> : null}
        </>
      }
      footer={
        <Button
          variant="ghost"
          className="w-full justify-start"
          loading={leaving}
          loadingLabel={intl.formatMessage(messages.loggingOut)}
          onClick={() => void logout()}
        >
          {leaving ? null : <LogOut aria-hidden />}
          {intl.formatMessage(leaving ? messages.loggingOut : messages.logout)}
        </Button>
      }
    />
  );

  const panel =
    panels?.[tab] ??
    (tab === 'dashboard' && portal === 'user' ? (
      <PatientDashboard name={name} extra={dashboardExtra} />
    ) : (
      <ComingSoonPanel />
    ));

  return (
    <div className={cn('flex flex-1 flex-col md:flex-row', className)}>
      <div className="hidden md:flex md:shrink-0">{nav('min-h-full')}</div>

      <nav
        aria-label={portalName}
        className="flex items-center gap-3 border-b border-border bg-surface px-4 py-2 md:hidden"
      >
        <div className="min-w-0 flex-1">
          <Identity name={name} role={role} photo={photo} size="md" />
        </div>
        {actions}
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="outline" className="shrink-0">
              <Menu aria-hidden />
              {intl.formatMessage(messages.menu)}
            </Button>
          </SheetTrigger>
          <SheetContent
            side="left"
            aria-describedby={undefined}
            className="gap-0 p-0"
            onCloseAutoFocus={(event) => {
              if (chose.current) event.preventDefault();
              chose.current = false;
            }}
          >
            <SheetHeader className="px-4 pt-4 pb-1">
              <SheetTitle>{portalName}</SheetTitle>
            </SheetHeader>
            {nav('h-auto w-full flex-1 border-e-0')}
          </SheetContent>
        </Sheet>
      </nav>

      <main className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
          <div className="flex items-center justify-between gap-4">
            <h1 className="text-2xl font-semibold text-foreground md:text-3xl">{tabLabel(tab)}</h1>
            {actions ? <div className="hidden md:flex">{actions}</div> : null}
          </div>
          <div key={tab}>{panel}</div>
        </div>
      </main>
    </div>
  );
}
