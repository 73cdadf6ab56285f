import type { ComponentProps } from 'react';
import { WifiOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { formatRelative } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { useOfflineStatus, type OfflineStatus } from '@lib/offline';
import { Alert } from '@ui/alert';
import { cn } from '@ui/lib';
import { keptMessages, messages } from './messages';

export type OfflineBannerProps = ComponentProps<'div'> & {
  /** A fixed status, for stories: by default the browser's. */
  status?: OfflineStatus;
  /** The clock the age of the data is told against (stories). */
  now?: Date;
};

/**
 * Says the app is offline and, when the patient's own data is kept for reading, how old
 * it is (ADR 0046). Its live region stays mounted, so going offline is announced.
 */
export function OfflineBanner({ status: fixed, now, className, ...props }: OfflineBannerProps) {
  const intl = useIntl();
  const browser = useOfflineStatus();
  const status = fixed ?? browser;
  const locale = toLocale(intl.locale.split('-')[0]);
  return (
    <div
      role="status"
      data-slot="offline-banner"
      className={cn('pointer-events-none fixed inset-x-0 bottom-0 z-50 p-3', className)}
      {...props}
    >
      {status.offline ? (
        <Alert
          tone="warning"
          icon={<WifiOff aria-hidden="true" />}
          className="pointer-events-auto mx-auto max-w-xl shadow-lg"
        >
          {status.updatedAt
            ? intl.formatMessage(keptMessages.showingKept, {
                time: formatRelative(status.updatedAt, locale, now),
              })
            : intl.formatMessage(messages.offline)}
        </Alert>
      ) : null}
    </div>
  );
}
