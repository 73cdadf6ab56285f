import { useMemo, useState, type ComponentProps } from 'react';
import { CalendarClock, History, Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Appointment } from '@contract/appointments';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { SkeletonText } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
import { useAppointments, type AppointmentsState } from '../../api';
import { messages } from './messages';
import { PatientAppointmentCard } from './patient-appointment-card';

type When = 'upcoming' | 'past';

export type PatientAppointmentsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Where "Find a doctor" goes. */
  findDoctorHref?: string;
  /** The tab shown first. */
  defaultTab?: When;
};

const startOf = (a: Appointment) => `${a.date}T${a.timeSlot.startTime}`;

/** Upcoming: the soonest first. */
export const sortUpcoming = (appointments: readonly Appointment[]) =>
  [...appointments].sort((a, b) => startOf(a).localeCompare(startOf(b)));

/** Past: the latest first. */
export const sortPast = (appointments: readonly Appointment[]) =>
  [...appointments].sort((a, b) => startOf(b).localeCompare(startOf(a)));

function LoadingView() {
  const intl = useIntl();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-base text-muted-foreground">
        {intl.formatMessage(messages.loading)}
      </p>
      {[0, 1].map((i) => (
        <div key={i} className="rounded-lg border border-border p-5">
          <SkeletonText lines={4} />
        </div>
      ))}
    </div>
  );
}

const copy = {
  upcoming: {
    failed: messages.upcomingFailed,
    emptyTitle: messages.upcomingEmptyTitle,
    emptyDescription: messages.upcomingEmptyDescription,
    icon: <CalendarClock />,
    sort: sortUpcoming,
  },
  past: {
    failed: messages.pastFailed,
    emptyTitle: messages.pastEmptyTitle,
    emptyDescription: messages.pastEmptyDescription,
    icon: <History />,
    sort: sortPast,
  },
} as const;

function AppointmentList({
  when,
  state,
  findDoctorHref,
}: {
  when: When;
  state: AppointmentsState;
  findDoctorHref: string;
}) {
  const intl = useIntl();
  const { appointments, isLoading, failed, retry } = state;
  const sorted = useMemo(() => copy[when].sort(appointments ?? []), [appointments, when]);

  if (failed)
    return (
      <ErrorState
        variant="bordered"
        headingLevel="h2"
        title={intl.formatMessage(copy[when].failed)}
        description={intl.formatMessage(messages.loadFailedDescription)}
        onRetry={retry}
      />
    );
  if (isLoading || !appointments) return <LoadingView />;
  if (sorted.length === 0)
    return (
      <EmptyState
        variant="bordered"
        headingLevel="h2"
        icon={copy[when].icon}
        title={intl.formatMessage(copy[when].emptyTitle)}
        description={intl.formatMessage(copy[when].emptyDescription)}
        action={
          <Button asChild>
            <Link to={findDoctorHref}>
              <Search aria-hidden />
              {intl.formatMessage(messages.findDoctor)}
            </Link>
          </Button>
        }
      />
    );
  return (
    <ul className="flex flex-col gap-4">
      {sorted.map((appointment) => (
        <li key={appointment._id}>
          <PatientAppointmentCard appointment={appointment} upcoming={when === 'upcoming'} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The patient portal's Appointments tab (issue 7): upcoming visits, soonest first, and
 * past ones, latest first, each with its status, doctor, hospital, date, time, fee and
 * reason, and Cancel while the appointment is requested or confirmed. The lists follow
 * the doctor's decisions live (realtime events).
 */
export function PatientAppointments({
  findDoctorHref = '/doctors-near-me',
  defaultTab = 'upcoming',
  className,
  ...props
}: PatientAppointmentsProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<When>(defaultTab);
  // Both lists load at once, so each tab shows its count; one subscription to the
  // realtime events refreshes every appointments list in the cache.
  const upcoming = useAppointments({ when: 'upcoming' });
  const past = useAppointments({ when: 'past' }, { live: false });
  const lists = { upcoming, past };

  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as When)}>
        <TabsList aria-label={intl.formatMessage(messages.lists)}>
          {(['upcoming', 'past'] as const).map((when) => (
            <TabsTrigger key={when} value={when} count={lists[when].appointments?.length}>
              {intl.formatMessage(messages[when])}
            </TabsTrigger>
          ))}
        </TabsList>
        {(['upcoming', 'past'] as const).map((when) => (
          <TabsContent key={when} value={when}>
            <AppointmentList when={when} state={lists[when]} findDoctorHref={findDoctorHref} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
