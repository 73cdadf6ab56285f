import { Download } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { usePrescriptionsExport, type PrescriptionsExportFilters } from '../../api/doctor';
import { messages } from './messages';

/** Export: the list as filtered now (search and status), as a CSV file. */
export function PrescriptionsExport({ filters }: { filters: PrescriptionsExportFilters }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { trigger, isMutating, error } = usePrescriptionsExport();
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        loading={isMutating}
        loadingLabel={intl.formatMessage(messages.exporting)}
        onClick={() => void trigger(filters)}
      >
        <Download aria-hidden="true" />
        {intl.formatMessage(messages.exportCsv)}
      </Button>
      <div aria-live="polite">
        {error ? (
          <Alert tone="danger">
            {intl.formatMessage(messages.exportFailed, { reason: errorText(error) })}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
