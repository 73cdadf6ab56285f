import { useId } from 'react';
import { QrCode } from 'lucide-react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@ui/empty-state';
import { messages } from './messages';

/** The QR the public site shows now, or an empty state when there is none. */
export function CurrentQr({ qrUrl }: { qrUrl: string | null }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {intl.formatMessage(messages.currentTitle)}
      </h3>
      {qrUrl ? (
        <img
          src={qrUrl}
          alt={intl.formatMessage(messages.currentAlt)}
          width={300}
          height={300}
          className="size-48 rounded-md border border-border bg-white object-contain p-2 sm:size-64"
        />
      ) : (
        <EmptyState
          variant="bordered"
          size="sm"
          headingLevel="h4"
          icon={<QrCode />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
        />
      )}
    </section>
  );
}
