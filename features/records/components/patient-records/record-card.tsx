import { useIntl } from 'react-intl';
import { Download, Eye, Paperclip, Trash2 } from 'lucide-react';
import type { MedicalRecord } from '@contract/records';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { messages, typeMessages } from './messages';

export type RecordCardProps = {
  record: MedicalRecord;
  onView: (record: MedicalRecord) => void;
  onDownload: (record: MedicalRecord) => void;
  onDelete: (record: MedicalRecord) => void;
};

/** One record: what it is, when, its tags and files, and what the patient can do with it. */
export function RecordCard({ record, onView, onDownload, onDelete }: RecordCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const headingId = `record-${record._id}`;
  const title = record.title;
  return (
    <Card asChild className="gap-3 p-4">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 id={headingId} className="text-lg font-semibold break-words">
              {title}
            </h3>
            <p className="text-sm text-muted-foreground">
              <Badge variant="outline" className="me-2">
                {intl.formatMessage(typeMessages[record.type])}
              </Badge>
              <time dateTime={record.date}>{formatDate(record.date, locale)}</time>
            </p>
          </div>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Paperclip aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.fileCount, { count: record.files.length })}
          </p>
        </div>
        {record.description ? <p className="text-base break-words">{record.description}</p> : null}
        {record.appointment ? (
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.fromBooking, { doctor: record.appointment.doctorName })}
          </p>
        ) : null}
        {record.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5">
            {record.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => onView(record)}
            aria-label={intl.formatMessage(messages.view, { title })}
          >
            <Eye aria-hidden="true" />
            {intl.formatMessage(messages.viewShort)}
          </Button>
          {record.files.length > 0 ? (
            <Button
              variant="outline"
              onClick={() => onDownload(record)}
              aria-label={intl.formatMessage(messages.download, { title })}
            >
              <Download aria-hidden="true" />
              {intl.formatMessage(messages.downloadShort)}
            </Button>
          ) : null}
          {record.source === 'upload' ? (
            <Button
              variant="ghost"
              className="text-danger"
              onClick={() => onDelete(record)}
              aria-label={intl.formatMessage(messages.remove, { title })}
            >
              <Trash2 aria-hidden="true" />
              {intl.formatMessage(messages.removeShort)}
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
