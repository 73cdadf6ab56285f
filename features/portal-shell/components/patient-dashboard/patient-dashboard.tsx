import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import {
  Ambulance,
  CalendarDays,
  ChevronRight,
  FileText,
  FlaskConical,
  Hospital,
  Pill,
  ClipboardList,
  Siren,
  Stethoscope,
  Store,
} from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useErrorText } from '@lib/errors';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { usePatientDashboard } from '../../api/patient-dashboard';
import { useOpenAmbulanceSearch } from './ambulance-link';
import { DashboardFigures } from './dashboard-figures';
import { dashboardMessages } from './dashboard-messages';
import { messages } from './messages';
import { RecentActivity } from './recent-activity';

type QuickLink = { to: string; label: MessageDescriptor; icon: ReactNode };

/** The patient's own portal tabs (002 §2 "Patient dashboard", first list). */
const portalLinks: readonly QuickLink[] = [
  {
    to: '/portal/user?tab=appointments',
    label: messages.appointments,
    icon: <CalendarDays />,
  },
  {
    to: '/portal/user?tab=prescriptions',
    label: messages.prescriptions,
    icon: <ClipboardList />,
  },
  { to: '/portal/user?tab=records', label: messages.records, icon: <FileText /> },
  { to: '/portal/user?tab=medicines', label: messages.medicines, icon: <Pill /> },
  { to: '/portal/user?tab=emergency', label: messages.emergency, icon: <Siren /> },
];

/** The public finder pages (002 §2 "Patient dashboard", second list). */
const finderLinks: readonly QuickLink[] = [
  { to: '/doctors-near-me', label: messages.doctors, icon: <Stethoscope /> },
  { to: '/pharmacies-near-me', label: messages.pharmacies, icon: <Store /> },
  { to: '/labs-near-me', label: messages.labs, icon: <FlaskConical /> },
  { to: '/hospitals-near-me', label: messages.hospitals, icon: <Hospital /> },
  { to: '/ambulance-search', label: messages.ambulance, icon: <Ambulance /> },
];

const tileClassName = cn(
  'group flex min-h-touch items-center gap-3 rounded-lg border border-border bg-surface p-4',
  'text-base font-medium text-surface-foreground shadow-sm',
  'transition-colors duration-fast ease-standard hover:border-primary hover:bg-muted motion-reduce:transition-none',
  'focus-ring',
);

const AMBULANCE = '/ambulance-search';

function LinkGroup({ heading, links }: { heading: string; links: readonly QuickLink[] }) {
  const intl = useIntl();
  const headingId = useId();
  const openAmbulance = useOpenAmbulanceSearch(AMBULANCE);
  const onAmbulance = (event: MouseEvent) => {
    event.preventDefault();
    openAmbulance();
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-foreground">
        {heading}
      </h3>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={tileClassName}
              onClick={link.to === AMBULANCE ? onAmbulance : undefined}
            >
              <span
                aria-hidden
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5"
              >
                {link.icon}
              </span>
              <span className="min-w-0 flex-1">{intl.formatMessage(link.label)}</span>
              <ChevronRight
                aria-hidden
                className="size-5 shrink-0 text-muted-foreground rtl:rotate-180"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export type PatientDashboardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The name to greet; the caller supplies the "User" fallback. */
  name: string;
  /** More of the dashboard that other features build (the visited doctors), at its end. */
  extra?: ReactNode;
};

/** The figures and recent activity, with their loading and failure states. */
function ServerParts() {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = usePatientDashboard();
  const textOf = useErrorText({
    fallback: dashboardMessages.loadFailed,
    serverError: dashboardMessages.loadFailed,
  });
  if (error && !data)
    return <ErrorState title={textOf(error)} headingLevel="h2" onRetry={() => mutate()} />;
  if (isLoading || !data)
    return (
      <div
        role="status"
        aria-label={intl.formatMessage(dashboardMessages.loading)}
        className="grid grid-cols-2 gap-3 xl:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  return (
    <>
      <DashboardFigures figures={data.figures} />
      <RecentActivity items={data.recent} />
    </>
  );
}

/**
 * The patient's dashboard (002 §2): a welcome, the four figures and recent activity from
 * `GET /api/patient/dashboard`, quick navigation to the patient's tabs and the finder
 * pages (the ambulance search gets the location and an emergency flag when it can), and
 * what other features add (`extra`).
 */
export function PatientDashboard({ name, extra, className, ...props }: PatientDashboardProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className={cn('flex flex-col gap-8', className)} {...props}>
      <div className="flex flex-col gap-1 rounded-lg bg-accent p-5 text-accent-foreground">
        <p className="text-xl font-semibold">{intl.formatMessage(messages.welcome, { name })}</p>
        <p>{intl.formatMessage(messages.intro)}</p>
      </div>
      <ServerParts />
      <section aria-labelledby={headingId} className="flex flex-col gap-6">
        <h2 id={headingId} className="text-xl font-semibold text-foreground">
          {intl.formatMessage(messages.quickNavigation)}
        </h2>
        <LinkGroup heading={intl.formatMessage(messages.myHealth)} links={portalLinks} />
        <LinkGroup heading={intl.formatMessage(messages.findCare)} links={finderLinks} />
      </section>
      {extra}
    </div>
  );
}
