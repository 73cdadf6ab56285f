import { Download } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { useAuditExport, type AuditExportFilters, type AuditExportFormat } from '../../api/audit';
import { exportMessages, messages } from './messages';

type AuditLogExportProps = {
  /** The filters the table shows, so the file holds what the admin sees. */
  filters: AuditExportFilters;
  /** Off while the filters cannot be sent (a date range that ends before it starts). */
  disabled?: boolean;
};

/** Export CSV / Export JSON of the filtered log, and why it failed when it did. */
export function AuditLogExport({ filters, disabled = false }: AuditLogExportProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { trigger, isMutating, error } = useAuditExport();
  const button = (format: AuditExportFormat, label: string) => (
    <Button
      variant="outline"
      disabled={disabled}
      loading={isMutating}
      loadingLabel={intl.formatMessage(messages.exporting)}
      onClick={() => void trigger(filters, format)}
    >
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label={intl.formatMessage(messages.exportGroup)}
        className="flex flex-wrap gap-2"
      >
        {button('csv', intl.formatMessage(messages.exportCsv))}
        {button('json', intl.formatMessage(messages.exportJson))}
      </div>
      <div aria-live="polite">
        {error ? (
          <Alert tone="danger">
            {intl.formatMessage(exportMessages.exportFailed, { reason: errorText(error) })}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
