import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Pill } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { useErrorText } from '@lib/errors';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { SearchBar } from '@ui/search-bar';
import { SkeletonText } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
import { usePatientPrescriptions } from '../../api/patient';
import { DownloadPdfButton } from '../download-pdf';
import { PrescriptionDetails } from '../prescription-details';
import { UploadPrescription } from '../upload-prescription';
import { messages } from './messages';
import { PrescriptionCard } from './prescription-card';
import { PrescriptionStats } from './prescription-stats';
import { UploadedPrescriptions } from './uploaded-prescriptions';

const filters = ['all', 'active', 'completed', 'expired'] as const;
type Filter = (typeof filters)[number];

export type PatientPrescriptionsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The filter shown first. */
  defaultFilter?: Filter;
  /**
   * Order Medicines for an active prescription (002 §2): a slot, since ordering belongs to
   * the orders feature and the app puts the two together. Left out, no button shows.
   */
  orderAction?: (prescription: PrescriptionDetail) => ReactNode;
};

function LoadingView() {
  const intl = useIntl();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-base text-muted-foreground">
        {intl.formatMessage(messages.loading)}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-lg border border-border p-5">
            <SkeletonText lines={5} />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The patient portal's Prescriptions tab (002 §2): stats, search, the status filter
 * (all, active, completed, expired), the doctors' e-prescriptions as cards with details
 * and Download PDF, Upload Prescription, and the patient's own uploads apart.
 */
export function PatientPrescriptions({
  defaultFilter = 'all',
  orderAction,
  className,
  ...props
}: PatientPrescriptionsProps) {
  const intl = useIntl();
  const headingId = useId();
  const errorText = useErrorText();
  const [status, setStatus] = useState<Filter>(defaultFilter);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<PrescriptionDetail | null>(null);
  const list = usePatientPrescriptions({ status, search });
  const items = list.data?.items;

  let body;
  if (list.failed)
    body = (
      <ErrorState
        variant="bordered"
        headingLevel="h3"
        title={intl.formatMessage(messages.failed)}
        description={errorText(list.error)}
        onRetry={list.retry}
      />
    );
  else if (!items) body = <LoadingView />;
  else if (items.length === 0)
    body = (
      <EmptyState
        variant="bordered"
        headingLevel="h3"
        icon={<Pill />}
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHint)}
      />
    );
  else
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((rx) => (
          <li key={rx._id}>
            <PrescriptionCard
              prescription={rx}
              onOpen={setOpen}
              action={rx.status === 'active' ? orderAction?.(rx) : undefined}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchBar
          className="sm:max-w-md sm:flex-1"
          label={intl.formatMessage(messages.searchLabel)}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          onSubmit={(query) => setSearch(query.trim())}
          clearable
          onClear={() => setSearch('')}
        />
        <UploadPrescription />
      </div>
      <PrescriptionStats stats={list.data?.stats} />
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {intl.formatMessage(messages.fromDoctors)}
        </h2>
        <Tabs value={status} onValueChange={(value) => setStatus(value as Filter)}>
          <TabsList aria-label={intl.formatMessage(messages.filter)}>
            {filters.map((filter) => (
              <TabsTrigger key={filter} value={filter}>
                {intl.formatMessage(messages[filter])}
              </TabsTrigger>
            ))}
          </TabsList>
          {filters.map((filter) => (
            <TabsContent key={filter} value={filter}>
              {filter === status ? body : null}
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <UploadedPrescriptions />
      <PrescriptionDetails
        prescription={open}
        onOpenChange={(next) => !next && setOpen(null)}
        actions={open ? <DownloadPdfButton prescriptionId={open._id} className="min-h-11" /> : null}
      />
    </div>
  );
}
