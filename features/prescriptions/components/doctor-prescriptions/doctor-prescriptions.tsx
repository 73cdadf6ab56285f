import { useMemo, useState, type ComponentProps } from 'react';
import { Plus, Printer } from 'lucide-react';
import { useIntl } from 'react-intl';
import {
  DOCTOR_PRESCRIPTIONS_PAGE_SIZE,
  prescriptionStatuses,
  type PrescriptionDetail,
  type PrescriptionStatus,
} from '@contract/prescriptions';
import { useErrorText, type ErrorOverrides } from '@lib/errors';
import { Button } from '@ui/button';
import { DataTable, firstPageQuery } from '@ui/data-table';
import { cn } from '@ui/lib';
import { useDoctorPrescriptions } from '../../api/doctor';
import {
  PrescriptionEditor,
  type PrescriptionEditorTarget,
  type RenderPrescriptionForm,
} from '../edit-prescription';
import { DownloadPdfButton } from '../download-pdf';
import { PrescriptionDetails } from '../prescription-details';
import { PrescriptionPrint } from '../prescription-print';
import { DoctorPrescriptionStats } from './doctor-prescription-stats';
import { messages, statusMessages } from './messages';
import { prescriptionColumns } from './prescription-columns';
import { PrescriptionsExport } from './prescriptions-export';

export type DoctorPrescriptionsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /**
   * The prescription form (the appointments feature's), for New and Edit: the app passes
   * it in, so this feature does not import another.
   */
  renderForm: RenderPrescriptionForm;
};

const initial = firstPageQuery(DOCTOR_PRESCRIPTIONS_PAGE_SIZE);

const isStatus = (value: unknown): value is PrescriptionStatus =>
  (prescriptionStatuses as readonly unknown[]).includes(value);

const loadWording: ErrorOverrides = {
  serverError: messages.loadFailed,
  fallback: messages.loadFailed,
};

/**
 * The doctor portal's Prescriptions tab (001 §2.4): the four figures, a server-side search
 * and status filter over every prescription the doctor wrote, newest first, and per
 * prescription Details, Edit, Print, Copy, Download PDF, Complete and Cancel; New
 * Prescription and Export (the filtered list as CSV) above the table.
 */
export function DoctorPrescriptions({ renderForm, className, ...props }: DoctorPrescriptionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText(loadWording);
  const [query, setQuery] = useState(initial);
  const [details, setDetails] = useState<PrescriptionDetail | null>(null);
  const [printing, setPrinting] = useState<PrescriptionDetail>();
  const [editor, setEditor] = useState<PrescriptionEditorTarget>();

  const chosen = query.columnFilters.find((f) => f.id === 'status')?.value;
  const filters = {
    search: query.globalFilter.trim(),
    status: isStatus(chosen) ? chosen : 'all',
  } as const;
  const { data, error, isLoading, mutate } = useDoctorPrescriptions({
    ...filters,
    page: query.pagination.pageIndex + 1,
    limit: query.pagination.pageSize,
  });

  const columns = useMemo(
    () =>
      prescriptionColumns(intl, {
        onDetails: setDetails,
        onEdit: (prescription) => setEditor({ kind: 'edit', prescription }),
        onPrint: setPrinting,
      }),
    [intl],
  );

  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <DoctorPrescriptionStats stats={data?.stats} />
      <div className="flex flex-wrap items-start justify-end gap-2">
        <PrescriptionsExport filters={filters} />
        <Button onClick={() => setEditor({ kind: 'new' })}>
          <Plus aria-hidden="true" />
          {t(messages.newPrescription)}
        </Button>
      </div>
      <DataTable
        mode="server"
        caption={t(messages.caption)}
        columns={columns}
        data={data?.items ?? []}
        rowCount={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isLoading}
        error={error && !data ? errorText(error) : undefined}
        onRetry={() => mutate()}
        searchable
        searchLabel={t(messages.searchLabel)}
        filters={[
          {
            columnId: 'status',
            label: t(messages.statusFilter),
            options: prescriptionStatuses.map((s) => ({ value: s, label: t(statusMessages[s]) })),
          },
        ]}
        pageSize={DOCTOR_PRESCRIPTIONS_PAGE_SIZE}
        pageSizeOptions={[DOCTOR_PRESCRIPTIONS_PAGE_SIZE, 50, 100]}
        emptyText={t(messages.emptyTitle)}
        emptyDescription={t(messages.emptyDescription)}
        getRowId={(row) => row._id}
      />
      <PrescriptionDetails
        prescription={details}
        onOpenChange={(open) => (open ? null : setDetails(null))}
        actions={
          details ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  setPrinting(details);
                  setDetails(null);
                }}
              >
                <Printer aria-hidden="true" />
                {t(messages.print)}
              </Button>
              <DownloadPdfButton prescriptionId={details._id} className="min-h-11" />
            </>
          ) : null
        }
      />
      <PrescriptionPrint prescription={printing} onClose={() => setPrinting(undefined)} />
      <PrescriptionEditor
        target={editor}
        onClose={() => setEditor(undefined)}
        renderForm={renderForm}
      />
    </div>
  );
}
