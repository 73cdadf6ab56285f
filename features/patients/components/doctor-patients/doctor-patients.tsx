import { useDeferredValue, useState, type ComponentProps, type ReactNode } from 'react';
import { Activity, ChevronLeft, ChevronRight, ClipboardList, Siren, Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DoctorPatient, PatientFilter, PatientSort } from '@contract/patients';
import { useErrorText } from '@lib/errors';
import { formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton, SkeletonText } from '@ui/skeleton';
import { StatCard } from '@ui/stat-card';
import { useDoctorPatients } from '../../api';
import { PatientRecordsDialog, type FilePreviewSlot } from '../patient-records-dialog';
import type { CareActionSlot, CareKind } from './care-actions';
import { cardMessages, messages } from './messages';
import { PatientCard } from './patient-card';
import { PatientsToolbar } from './patients-toolbar';

/** What the app's prescription form (features/appointments) is given for one visit. */
export type PrescriptionSlot = (prescribe: {
  appointmentId: string;
  patientName: string;
  onDone: () => void;
}) => ReactNode;

export type DoctorPatientsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The prescription form for a completed visit; without it, Prescribe is not offered. */
  renderPrescription?: PrescriptionSlot;
  /** The file preview of a record's file; without it, View is not offered. */
  renderFilePreview?: FilePreviewSlot;
  /** The kinds of care action the app handles (Refer, Transfer, Consult); a button each. */
  careActions?: readonly CareKind[];
  /** The app's dialog for a care action (features/referrals); without it none is offered. */
  renderCareAction?: CareActionSlot;
};

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
      {[0, 1].map((i) => (
        <div key={i} className="rounded-lg border border-border p-5">
          <SkeletonText lines={3} />
        </div>
      ))}
    </div>
  );
}

/**
 * The doctor portal's Patients tab (001 §2.3): the four figures, search, sort and filter,
 * a card per patient with Accept and Reject while pending, else View Records, Prescribe
 * and the critical mark; the list is searched, filtered and paged by the server.
 */
export function DoctorPatients({
  renderPrescription,
  renderFilePreview,
  careActions = [],
  renderCareAction,
  className,
  ...props
}: DoctorPatientsProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<PatientSort>('name');
  const [filter, setFilter] = useState<PatientFilter>('all');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const { data, error, failed, retry } = useDoctorPatients({
    search: deferredSearch,
    sort,
    filter,
    page,
  });
  const [viewing, setViewing] = useState<DoctorPatient | null>(null);
  const [prescribing, setPrescribing] = useState<DoctorPatient | null>(null);
  const [caring, setCaring] = useState<{ kind: CareKind; patient: DoctorPatient } | null>(null);

  if (failed)
    return (
      <ErrorState
        headingLevel="h2"
        title={intl.formatMessage(messages.loadFailedTitle)}
        description={errorText(error)}
        onRetry={retry}
        className={className}
      />
    );
  if (!data)
    return (
      <div className={className} {...props}>
        <LoadingView />
      </div>
    );

  const { stats, items, total, limit } = data;
  const pages = Math.max(1, Math.ceil(total / limit));
  const narrowed = deferredSearch !== '' || filter !== 'all';
  const reset = () => {
    setSearch('');
    setFilter('all');
    setPage(1);
  };

  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <h2 className="text-2xl font-semibold text-foreground">
        {intl.formatMessage(messages.title)}
      </h2>
      <section
        aria-label={intl.formatMessage(messages.summary)}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        <StatCard
          label={intl.formatMessage(messages.statTotal)}
          value={stats.totalPatients}
          icon={<Users />}
          tone="primary"
        />
        <StatCard
          label={intl.formatMessage(messages.statRecent)}
          value={stats.recentVisits}
          icon={<Activity />}
          tone="info"
        />
        <StatCard
          label={intl.formatMessage(messages.statPending)}
          value={stats.pendingActions}
          icon={<ClipboardList />}
          tone="warning"
        />
        <StatCard
          label={intl.formatMessage(messages.statCritical)}
          value={stats.criticalCases}
          icon={<Siren />}
          tone="danger"
        />
      </section>

      {stats.totalPatients === 0 ? (
        <EmptyState
          variant="bordered"
          headingLevel="h3"
          icon={<Users />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyNone)}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <PatientsToolbar
              search={search}
              onSearchChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
              sort={sort}
              onSortChange={(value) => {
                setSort(value);
                setPage(1);
              }}
              filter={filter}
              onFilterChange={(value) => {
                setFilter(value);
                setPage(1);
              }}
            />
            <p role="status" className="text-sm text-muted-foreground">
              {intl.formatMessage(messages.shown, { total })}
            </p>
          </div>

          {items.length === 0 ? (
            <EmptyState
              variant="bordered"
              headingLevel="h3"
              icon={<Users />}
              title={intl.formatMessage(messages.emptyTitle)}
              description={intl.formatMessage(
                narrowed ? messages.emptyFiltered : messages.emptyNone,
              )}
              action={
                narrowed ? (
                  <Button variant="outline" onClick={reset}>
                    {intl.formatMessage(messages.clearFilters)}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className="grid gap-4 xl:grid-cols-2">
              {items.map((patient) => (
                <li key={patient.id}>
                  <PatientCard
                    patient={patient}
                    onViewRecords={setViewing}
                    onPrescribe={
                      renderPrescription && patient.prescribableAppointmentId
                        ? setPrescribing
                        : undefined
                    }
                    careActions={careActions}
                    onCareAction={
                      renderCareAction ? (kind, p) => setCaring({ kind, patient: p }) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}

          {pages > 1 ? (
            <nav
              aria-label={intl.formatMessage(messages.pagination)}
              className="flex flex-wrap items-center justify-between gap-3"
            >
              <Button
                variant="outline"
                disabled={page <= 1}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                <ChevronLeft aria-hidden />
                {intl.formatMessage(messages.previous)}
              </Button>
              <p className="text-sm text-muted-foreground">
                {intl.formatMessage(messages.pageOf, {
                  page: formatNumber(page, locale),
                  pages: formatNumber(pages, locale),
                })}
              </p>
              <Button
                variant="outline"
                disabled={page >= pages}
                onClick={() => setPage((p) => Math.min(pages, p + 1))}
              >
                {intl.formatMessage(messages.next)}
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <PatientRecordsDialog
        patient={viewing}
        onClose={() => setViewing(null)}
        renderFilePreview={renderFilePreview}
      />
      {renderCareAction && caring
        ? renderCareAction({
            ...caring,
            onDone: () => {
              setCaring(null);
              retry();
            },
          })
        : null}
      {renderPrescription ? (
        <Dialog open={prescribing !== null} onOpenChange={(open) => !open && setPrescribing(null)}>
          {prescribing?.prescribableAppointmentId ? (
            <DialogContent size="lg">
              <DialogHeader>
                <DialogTitle>{intl.formatMessage(cardMessages.prescribeTitle)}</DialogTitle>
                <DialogDescription>
                  {intl.formatMessage(cardMessages.prescribeFor, { name: prescribing.name })}
                </DialogDescription>
              </DialogHeader>
              {renderPrescription({
                appointmentId: prescribing.prescribableAppointmentId,
                patientName: prescribing.name,
                onDone: () => {
                  setPrescribing(null);
                  // The visit now has its prescription, and the condition may have changed.
                  retry();
                },
              })}
            </DialogContent>
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}
