import type { ColumnDef } from '@tanstack/react-table';
import { Download, Eye } from 'lucide-react';
import type { IntlShape } from 'react-intl';
import type { MedicalRecord, RecordFile } from '@contract/records';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { messages, typeMessages } from './messages';

export type RecordActions = {
  onView: (record: MedicalRecord, file: RecordFile) => void;
  onDownload: (record: MedicalRecord, file: RecordFile) => void;
  /** The file being downloaded, if any. */
  downloading: string | null;
};

/**
 * 001 §2.3's medical records table: Title, Type, Date, View, Download. The server sorts
 * (newest first), searches, filters by type (the `type` column) and pages.
 */
export function recordColumns(
  intl: IntlShape,
  { onView, onDownload, downloading }: RecordActions,
): ColumnDef<MedicalRecord>[] {
  const t = intl.formatMessage;
  const locale = toLocale(intl.locale.split('-')[0]);
  return [
    {
      id: 'title',
      header: t(messages.colTitle),
      enableSorting: false,
      // Long titles wrap, so that Type, Date and the actions fit beside them on a phone.
      cell: ({ row: { original: record } }) => (
        <span className="block min-w-32 font-medium whitespace-normal break-words">
          {record.title}
        </span>
      ),
    },
    {
      id: 'type',
      accessorKey: 'type',
      header: t(messages.colType),
      enableSorting: false,
      cell: ({ row: { original: record } }) => t(typeMessages[record.type]),
    },
    {
      id: 'date',
      header: t(messages.colDate),
      enableSorting: false,
      cell: ({ row: { original: record } }) => formatDate(record.date, locale),
    },
    {
      id: 'view',
      header: t(messages.colView),
      enableSorting: false,
      cell: ({ row: { original: record } }) => {
        const file = record.files[0];
        return file ? (
          <Button
            variant="ghost"
            aria-label={t(messages.view, { title: record.title })}
            onClick={() => onView(record, file)}
          >
            <Eye aria-hidden />
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground">{t(messages.noFile)}</span>
        );
      },
    },
    {
      id: 'download',
      header: t(messages.colDownload),
      enableSorting: false,
      cell: ({ row: { original: record } }) => {
        const file = record.files[0];
        if (!file) return null;
        const busy = downloading === file._id;
        return (
          <Button
            variant="ghost"
            loading={busy}
            aria-label={t(messages.download, { title: record.title })}
            onClick={() => onDownload(record, file)}
          >
            {busy ? null : <Download aria-hidden />}
          </Button>
        );
      },
    },
  ];
}
