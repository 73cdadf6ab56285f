import { useState, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DoctorPatient } from '@contract/patients';
import {
  RECORDS_PAGE_SIZE,
  listedRecordTypes,
  type ListedRecordType,
  type MedicalRecord,
  type RecordFile,
} from '@contract/records';
import { isApiError } from '@lib/api';
import { useErrorText, type ErrorOverrides } from '@lib/errors';
import { formatDate, formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { DataTable, firstPageQuery } from '@ui/data-table';
import { toast } from '@ui/toast';
import { useDownloadRecordFile, usePatientRecords } from '../../api';
import { cardMessages } from '../doctor-patients/messages';
import { messages, typeMessages } from './messages';
import { recordColumns } from './record-columns';

/** What the app's file preview (features/records' FilePreview) is given to show a file. */
export type FilePreviewSlot = (preview: {
  patientId: string;
  record: MedicalRecord;
  file: RecordFile;
  onClose: () => void;
}) => ReactNode;

export type PatientRecordsDialogProps = {
  /** The patient shown; null closes the dialog. */
  patient: DoctorPatient | null;
  onClose: () => void;
  renderFilePreview?: FilePreviewSlot;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words text-foreground">{children}</dd>
    </div>
  );
}

const initial = firstPageQuery(RECORDS_PAGE_SIZE);

const isTypeFilter = (value: unknown): value is ListedRecordType =>
  (listedRecordTypes as readonly unknown[]).includes(value);

const loadWording: ErrorOverrides = {
  serverError: messages.loadFailed,
  fallback: messages.loadFailed,
};

/**
 * The patient's records, as the server searches, filters by type and pages them (newest
 * first); refused with the catalogue's sentence before the doctor accepted the patient.
 */
function Records({
  patient,
  renderFilePreview,
}: {
  patient: DoctorPatient;
  renderFilePreview?: FilePreviewSlot;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const loadText = useErrorText(loadWording);
  const [query, setQuery] = useState(initial);
  const chosen = query.columnFilters.find((f) => f.id === 'type')?.value;
  const { data, error, isLoading, retry } = usePatientRecords(patient.id, {
    search: query.globalFilter.trim(),
    type: isTypeFilter(chosen) ? chosen : 'all',
    page: query.pagination.pageIndex + 1,
    limit: query.pagination.pageSize,
  });
  const download = useDownloadRecordFile();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<{ record: MedicalRecord; file: RecordFile }>();

  async function save(file: RecordFile) {
    setDownloading(file._id);
    try {
      await download.trigger(patient.id, file);
    } catch (failure) {
      toast({
        variant: 'error',
        title: t(messages.downloadFailed),
        description: errorText(failure),
      });
    } finally {
      setDownloading(null);
    }
  }

  // Refused before acceptance (403 RECORDS_NOT_ACCESSIBLE): the catalogue's sentence.
  if (error && !data && isApiError(error) && error.status === 403)
    return (
      <Alert tone="warning" icon={<Lock />}>
        {errorText(error)}
      </Alert>
    );

  const columns = recordColumns(intl, {
    onView: (record, file) => setPreviewing({ record, file }),
    onDownload: (_, file) => void save(file),
    downloading,
  });
  return (
    <>
      <DataTable
        mode="server"
        caption={t(messages.recordsHeading)}
        hideCaption
        columns={columns}
        data={data?.items ?? []}
        rowCount={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={isLoading}
        error={error && !data ? loadText(error) : undefined}
        onRetry={retry}
        searchable
        searchLabel={t(messages.searchLabel)}
        filters={[
          {
            columnId: 'type',
            label: t(messages.typeFilter),
            options: listedRecordTypes.map((type) => ({
              value: type,
              label: t(typeMessages[type]),
            })),
          },
        ]}
        pageSize={RECORDS_PAGE_SIZE}
        pageSizeOptions={[RECORDS_PAGE_SIZE, 50, 100]}
        emptyText={t(messages.empty)}
        getRowId={(row) => row._id}
      />
      {previewing && renderFilePreview
        ? renderFilePreview({
            patientId: patient.id,
            ...previewing,
            onClose: () => setPreviewing(undefined),
          })
        : null}
    </>
  );
}

/**
 * 001 §2.3's patient details dialog: who the patient is, then their medical records
 * (Title, Type, Date, View, Download), readable only once the doctor has accepted them.
 */
export function PatientRecordsDialog({
  patient,
  onClose,
  renderFilePreview,
}: PatientRecordsDialogProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  return (
    <Dialog open={patient !== null} onOpenChange={(open) => !open && onClose()}>
      {patient ? (
        <DialogContent
          size="lg"
          // The dialog itself takes the focus, not the search box: no keyboard pops up on a phone.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
            <DialogDescription>
              {intl.formatMessage(messages.description, { name: patient.name })}
            </DialogDescription>
          </DialogHeader>
          <section aria-label={intl.formatMessage(messages.details)}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Fact label={intl.formatMessage(cardMessages.phone)}>{patient.phone}</Fact>
              <Fact label={intl.formatMessage(cardMessages.email)}>{patient.email}</Fact>
              {patient.age !== null ? (
                <Fact label={intl.formatMessage(cardMessages.ageLabel)}>
                  {formatNumber(patient.age, locale)}
                </Fact>
              ) : null}
              {patient.bloodGroup ? (
                <Fact label={intl.formatMessage(cardMessages.bloodGroup)}>
                  {patient.bloodGroup}
                </Fact>
              ) : null}
              <Fact label={intl.formatMessage(cardMessages.lastVisit)}>
                {patient.lastVisit
                  ? formatDate(patient.lastVisit, locale)
                  : intl.formatMessage(cardMessages.noVisits)}
              </Fact>
              {patient.condition ? (
                <Fact label={intl.formatMessage(cardMessages.condition)}>{patient.condition}</Fact>
              ) : null}
            </dl>
          </section>
          {/* Not a landmark of its own: the table's scroll region already carries this name. */}
          <div className="flex flex-col gap-3">
            <h3 className="text-base font-semibold">
              {intl.formatMessage(messages.recordsHeading)}
            </h3>
            <Records patient={patient} renderFilePreview={renderFilePreview} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
