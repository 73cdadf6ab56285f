import { useDeferredValue, useId, useMemo, useState, type ComponentProps } from 'react';
import { CalendarCheck, CalendarClock, CalendarDays, CircleCheck, Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { Appointment, AppointmentStatus } from '@contract/appointments';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { cn } from '@ui/lib';
import { Skeleton, SkeletonText } from '@ui/skeleton';
import { StatCard } from '@ui/stat-card';
import { useAppointments } from '../../api';
import { AppointmentCard } from './appointment-card';
import { messages } from './messages';

export type DoctorAppointmentsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Today in Nepal (YYYY-MM-DD), the earliest follow-up date; stories fix it. */
  today?: string;
};

const stillOpen: readonly AppointmentStatus[] = ['requested', 'confirmed', 'in-progress'];
const startOf = (a: Appointment) => `${a.date}T${a.timeSlot.startTime}`;

/**
 * What needs the doctor comes first: open appointments, soonest first; then the
 * completed and cancelled ones, latest first.
 */
export function sortForDoctor(appointments: readonly Appointment[]): Appointment[] {
  return [...appointments].sort((a, b) => {
    const aOpen = stillOpen.includes(a.status);
    const bOpen = stillOpen.includes(b.status);
    if (aOpen !== bOpen) return aOpen ? -1 : 1;
    const order = startOf(a).localeCompare(startOf(b));
    return aOpen ? order : -order;
  });
}

/** Patient name, reason or hospital contains every word typed, in any case. */
export function matchesSearch(appointment: Appointment, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [appointment.patientName, appointment.reason, appointment.hospital.name]
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

function LoadingView() {
  const intl = useIntl();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="text-base text-muted-foreground">
        {intl.formatMessage(messages.loading)}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-lg border border-border p-5">
          <SkeletonText lines={3} />
        </div>
      ))}
    </div>
  );
}

/**
 * The doctor portal's Appointments tab (001 §2.2): counts, a search, and the cards with
 * each appointment's details and decisions. The list stays current through realtime
 * events, so a new request appears without a reload.
 */
export function DoctorAppointments({ today, className, ...props }: DoctorAppointmentsProps) {
  const intl = useIntl();
  const searchId = useId();
  const { appointments, isLoading, failed, retry } = useAppointments();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const sorted = useMemo(() => sortForDoctor(appointments ?? []), [appointments]);
  const shown = useMemo(
    () => sorted.filter((a) => matchesSearch(a, deferredQuery)),
    [sorted, deferredQuery],
  );

  if (failed)
    return (
      <ErrorState
        headingLevel="h2"
        title={intl.formatMessage(messages.loadFailedTitle)}
        description={intl.formatMessage(messages.loadFailedDescription)}
        onRetry={retry}
        className={className}
      />
    );
  if (isLoading || !appointments)
    return (
      <div className={className} {...props}>
        <LoadingView />
      </div>
    );

  const count = (status: AppointmentStatus) =>
    appointments.filter((a) => a.status === status).length;

  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <section
        aria-label={intl.formatMessage(messages.summary)}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        <StatCard
          label={intl.formatMessage(messages.statTotal)}
          value={appointments.length}
          icon={<CalendarDays />}
          tone="primary"
        />
        <StatCard
          label={intl.formatMessage(messages.statRequested)}
          value={count('requested')}
          icon={<CalendarClock />}
          tone="warning"
        />
        <StatCard
          label={intl.formatMessage(messages.statConfirmed)}
          value={count('confirmed')}
          icon={<CalendarCheck />}
          tone="info"
        />
        <StatCard
          label={intl.formatMessage(messages.statCompleted)}
          value={count('completed')}
          icon={<CircleCheck />}
          tone="success"
        />
      </section>

      {appointments.length === 0 ? (
        <EmptyState
          variant="bordered"
          headingLevel="h2"
          icon={<CalendarDays />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <Field label={intl.formatMessage(messages.searchLabel)} controlId={searchId}>
              <div className="relative">
                <Search
                  aria-hidden
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  type="search"
                  value={query}
                  autoComplete="off"
                  placeholder={intl.formatMessage(messages.searchPlaceholder)}
                  onChange={(event) => setQuery(event.target.value)}
                  className="ps-9"
                />
              </div>
            </Field>
            <p role="status" className="text-sm text-muted-foreground">
              {intl.formatMessage(messages.shown, {
                shown: shown.length,
                total: appointments.length,
              })}
            </p>
          </div>

          {shown.length === 0 ? (
            <EmptyState
              variant="bordered"
              headingLevel="h2"
              icon={<Search />}
              title={intl.formatMessage(messages.noMatchTitle)}
              description={intl.formatMessage(messages.noMatchDescription, {
                query: deferredQuery.trim(),
              })}
              action={
                <Button variant="outline" onClick={() => setQuery('')}>
                  {intl.formatMessage(messages.clearSearch)}
                </Button>
              }
            />
          ) : (
            <ul className="flex flex-col gap-4">
              {shown.map((appointment) => (
                <li key={appointment._id}>
                  <AppointmentCard appointment={appointment} today={today} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
