import { Download } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { failureMessages, messages } from './messages';
import { useDownloadPrescriptionPdf } from './use-download-prescription-pdf';

type DownloadPdfButtonProps = {
  prescriptionId: string;
  variant?: ComponentProps<typeof Button>['variant'];
  size?: ComponentProps<typeof Button>['size'];
  className?: string;
};

/** Download PDF for one prescription (the patient's or its doctor's), and why it failed. */
export function DownloadPdfButton({
  prescriptionId,
  variant = 'outline',
  size,
  className,
}: DownloadPdfButtonProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { trigger, isMutating, error } = useDownloadPrescriptionPdf();
  return (
    <div className="space-y-2">
      <Button
        variant={variant}
        size={size}
        className={className}
        loading={isMutating}
        loadingLabel={intl.formatMessage(messages.downloading)}
        onClick={() => void trigger(prescriptionId)}
      >
        <Download aria-hidden="true" />
        {intl.formatMessage(messages.download)}
      </Button>
      <div aria-live="polite">
        {error ? (
          <Alert tone="danger">
            {intl.formatMessage(failureMessages.failed, { reason: errorText(error) })}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
