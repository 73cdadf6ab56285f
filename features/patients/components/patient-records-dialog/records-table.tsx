import { Download, Eye } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { MedicalRecord, RecordFile } from '@contract/records';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@ui/table';
import { messages, typeMessages } from './messages';

export type RecordsTableProps = {
  records: MedicalRecord[];
  onView: (record: MedicalRecord, file: RecordFile) => void;
  onDownload: (record: MedicalRecord, file: RecordFile) => void;
  /** The file being downloaded, if any. */
  downloading?: string | null;
};

/** 001 §2.3's medical records table: Title, Type, Date, View, Download. */
export function RecordsTable({ records, onView, onDownload, downloading }: RecordsTableProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{intl.formatMessage(messages.colTitle)}</TableHead>
          <TableHead>{intl.formatMessage(messages.colType)}</TableHead>
          <TableHead>{intl.formatMessage(messages.colDate)}</TableHead>
          <TableHead>{intl.formatMessage(messages.colView)}</TableHead>
          <TableHead>{intl.formatMessage(messages.colDownload)}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => {
          const file = record.files[0];
          const title = record.title;
          return (
            <TableRow key={record._id}>
              <TableCell className="font-medium break-words">{title}</TableCell>
              <TableCell>{intl.formatMessage(typeMessages[record.type])}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(record.date, locale)}</TableCell>
              <TableCell>
                {file ? (
                  <Button
                    variant="ghost"
                    aria-label={intl.formatMessage(messages.view, { title })}
                    onClick={() => onView(record, file)}
                  >
                    <Eye aria-hidden />
                  </Button>
                ) : (
                  <span className="text-sm text-muted-foreground">
                    {intl.formatMessage(messages.noFile)}
                  </span>
                )}
              </TableCell>
              <TableCell>
                {file ? (
                  <Button
                    variant="ghost"
                    loading={downloading === file._id}
                    aria-label={intl.formatMessage(messages.download, { title })}
                    onClick={() => onDownload(record, file)}
                  >
                    {downloading === file._id ? null : <Download aria-hidden />}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
