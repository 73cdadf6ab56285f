import { useIntl } from 'react-intl';
import { MapPin, Siren } from 'lucide-react';
import type { Emergency, NearbyService } from '@contract/emergency';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { formatCoordinate } from '../emergency-history-list';
import { NearbyServices } from './nearby-services';
import { sosMessages as messages } from './messages';

export type ActiveEmergencyProps = {
  emergency: Emergency;
  nearby: readonly NearbyService[];
  /** What the SOS just did, when this screen sent it. */
  outcome: { alreadyActive: boolean; contactsNotified: number } | null;
  onCancel: () => Promise<unknown>;
};

/** An active emergency: what was sent, where, the nearest services, and cancel. */
export function ActiveEmergency({ emergency, nearby, outcome, onCancel }: ActiveEmergencyProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 rounded-lg border-2 border-danger bg-surface p-4">
        <p className="flex items-center gap-2 text-lg font-semibold text-danger">
          <Siren aria-hidden="true" className="size-5" />
          {intl.formatMessage(messages.activeTitle)}
        </p>
        <p role="status">
          {outcome && !outcome.alreadyActive
            ? intl.formatMessage(messages.sent, { count: outcome.contactsNotified })
            : intl.formatMessage(messages.alreadyActive)}
        </p>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.since, {
            time: intl.formatTime(emergency.createdAt, {
              timeStyle: 'short',
              timeZone: 'Asia/Kathmandu',
            }),
          })}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <span>
            {intl.formatMessage(messages.location, {
              lat: formatCoordinate(intl, emergency.lat),
              lng: formatCoordinate(intl, emergency.lng),
            })}
          </span>
          <a
            href={emergency.mapUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-touch items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.map)}
          </a>
        </p>
        <ConfirmDialog
          tone="danger"
          trigger={
            <Button variant="outline" className="self-start">
              {intl.formatMessage(messages.cancel)}
            </Button>
          }
          title={intl.formatMessage(messages.cancelTitle)}
          description={intl.formatMessage(messages.cancelText)}
          confirmLabel={intl.formatMessage(messages.cancelConfirm)}
          cancelLabel={intl.formatMessage(messages.keep)}
          onConfirm={onCancel}
        />
      </div>
      <NearbyServices services={nearby} />
    </div>
  );
}
