import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { Upload } from 'lucide-react';
import { recordTypeFilters, type MedicalRecord } from '@contract/records';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { toast } from '@ui/toast';
import { useDeleteRecord, useRecords } from '../../api/records';
import { useSaveFile, type PreviewFile } from '../../api/record-file';
import { AccessHistory } from '../access-history';
import { FilePreview } from '../file-preview';
import { UploadRecordDialog } from '../upload-record';
import { messages, typeMessages } from './messages';
import { RecordList } from './record-list';

type TypeFilter = (typeof recordTypeFilters)[number];

const previewFiles = (record: MedicalRecord): PreviewFile[] =>
  record.files.map((f) => ({ name: f.name, type: f.type, mime: f.mime, url: f.url }));

/**
 * The patient's Records tab (002 §2): their records with type filter and search, upload,
 * preview, download and delete, and who has read them (the access history).
 */
export function PatientRecords() {
  const intl = useIntl();
  const [type, setType] = useState<TypeFilter>('all');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const records = useRecords({ type, search: deferredSearch, limit: 100 });
  const [previewing, setPreviewing] = useState<MedicalRecord | null>(null);
  const [deleting, setDeleting] = useState<MedicalRecord | null>(null);
  const [uploading, setUploading] = useState(false);
  const remove = useDeleteRecord();
  const { save } = useSaveFile();
  const deleteError = useErrorText({
    fallback: messages.deleteFailed,
    serverError: messages.deleteFailed,
  });

  async function download(record: MedicalRecord) {
    try {
      for (const file of previewFiles(record)) await save(file);
    } catch {
      toast({ title: intl.formatMessage(messages.downloadFailed), variant: 'error' });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const title = deleting.title;
    try {
      await remove.trigger({ params: { id: deleting._id } });
      toast({ title: intl.formatMessage(messages.deleted, { title }), variant: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({ title: deleteError(error), variant: 'error' });
      setDeleting(null);
    }
  }

  const typeOptions = recordTypeFilters.map((value) => ({
    value,
    label: intl.formatMessage(value === 'all' ? messages.allTypes : typeMessages[value]),
  }));

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="records-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex max-w-prose flex-col gap-1">
            <h2 id="records-title" className="text-2xl font-semibold">
              {intl.formatMessage(messages.title)}
            </h2>
            <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
          </div>
          <Button onClick={() => setUploading(true)}>
            <Upload aria-hidden="true" />
            {intl.formatMessage(messages.upload)}
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-[16rem_1fr]">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="records-type" className="text-sm font-medium">
              {intl.formatMessage(messages.filterType)}
            </label>
            <Select
              id="records-type"
              value={type}
              onValueChange={(value) => setType(value as TypeFilter)}
              options={typeOptions}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="records-search" className="text-sm font-medium">
              {intl.formatMessage(messages.search)}
            </label>
            <Input
              id="records-search"
              type="search"
              value={search}
              maxLength={100}
              placeholder={intl.formatMessage(messages.searchPlaceholder)}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <RecordList
          data={records.data}
          error={records.error}
          isLoading={records.isLoading}
          filtered={type !== 'all' || deferredSearch !== ''}
          onRetry={records.retry}
          onView={setPreviewing}
          onDownload={(record) => void download(record)}
          onDelete={setDeleting}
        />
      </section>
      <AccessHistory />
      <FilePreview
        open={previewing !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
        title={previewing?.title}
        files={previewing ? previewFiles(previewing) : []}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={intl.formatMessage(messages.deleteTitle, { title: deleting?.title ?? '' })}
        description={intl.formatMessage(messages.deleteText)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        cancelLabel={intl.formatMessage(messages.deleteCancel)}
        onConfirm={confirmDelete}
      />
      <UploadRecordDialog open={uploading} onOpenChange={setUploading} />
    </div>
  );
}
