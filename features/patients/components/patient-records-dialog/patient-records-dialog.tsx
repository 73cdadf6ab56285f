import { useId, useState, type ReactNode } from 'react';
import { FolderOpen, Lock } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DoctorPatient } from '@contract/patients';
import type { MedicalRecord, RecordFile } from '@contract/records';
import { isApiError } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { formatDate, formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { SkeletonText } from '@ui/skeleton';
import { toast } from '@ui/toast';
import { useDownloadRecordFile, usePatientRecords } from '../../api';
import { cardMessages } from '../doctor-patients/messages';
import { messages } from './messages';
import { RecordsTable } from './records-table';

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

function Records({
  patient,
  renderFilePreview,
}: {
  patient: DoctorPatient;
  renderFilePreview?: FilePreviewSlot;
}) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const errorText = useErrorText();
  const { data, error, isLoading, retry } = usePatientRecords(patient.id);
  const download = useDownloadRecordFile();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<{ record: MedicalRecord; file: RecordFile }>();

  if (error && !data) {
    // Refused before acceptance (403 RECORDS_NOT_ACCESSIBLE): the catalogue's sentence.
    if (isApiError(error) && error.status === 403)
      return (
        <Alert tone="warning" icon={<Lock />}>
          {errorText(error)}
        </Alert>
      );
    return (
      <ErrorState
        size="sm"
        headingLevel="h3"
        title={intl.formatMessage(messages.loadFailed)}
        description={errorText(error)}
        onRetry={retry}
      />
    );
  }
  if (isLoading || !data)
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.loading)}
        </p>
        <SkeletonText lines={3} />
      </div>
    );
  if (data.items.length === 0)
    return (
      <EmptyState
        size="sm"
        headingLevel="h3"
        icon={<FolderOpen />}
        title={intl.formatMessage(messages.empty)}
      />
    );

  async function save(file: RecordFile) {
    setDownloading(file._id);
    try {
      await download.trigger(patient.id, file);
    } catch (failure) {
      toast({
        variant: 'error',
        title: intl.formatMessage(messages.downloadFailed),
        description: errorText(failure),
      });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <RecordsTable
        records={data.items}
        downloading={downloading}
        onView={(record, file) => setPreviewing({ record, file })}
        onDownload={(_, file) => void save(file)}
      />
      {data.total > data.items.length ? (
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.more, {
            shown: formatNumber(data.items.length, locale),
            total: formatNumber(data.total, locale),
          })}
        </p>
      ) : null}
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
  const headingId = useId();
  return (
    <Dialog open={patient !== null} onOpenChange={(open) => !open && onClose()}>
      {patient ? (
        <DialogContent size="lg">
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
          <section className="flex flex-col gap-3" aria-labelledby={headingId}>
            <h3 id={headingId} className="text-base font-semibold">
              {intl.formatMessage(messages.recordsHeading)}
            </h3>
            <Records patient={patient} renderFilePreview={renderFilePreview} />
          </section>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
