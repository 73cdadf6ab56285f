import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Siren } from 'lucide-react';
import type { Emergency, NearbyService } from '@contract/emergency';
import { useErrorText } from '@lib/errors';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { Spinner } from '@ui/spinner';
import { toast } from '@ui/toast';
import { useCancelSos, useTriggerSos } from '../../api/emergency';
import { LocationError, useLocator, type LocationFailure } from '../../api/locator';
import { ActiveEmergency } from './active-emergency';
import { sosMessages as messages } from './messages';

export type SosCardProps = {
  active: { emergency: Emergency | null; nearby: readonly NearbyService[] };
  contactCount: number;
};

type Outcome = { alreadyActive: boolean; contactsNotified: number };

/**
 * SOS (002 §2, §4; ADR 0035): confirm, take the location, send; then the active
 * emergency with the nearest services and cancel. Failures to locate show §8's texts.
 */
export function SosCard({ active, contactCount }: SosCardProps) {
  const intl = useIntl();
  const locate = useLocator();
  const sos = useTriggerSos();
  const cancel = useCancelSos();
  const [locating, setLocating] = useState(false);
  const [locationFailure, setLocationFailure] = useState<LocationFailure | null>(null);
  const [sendError, setSendError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const sosError = useErrorText({ fallback: messages.sosFailed, serverError: messages.sosFailed });
  const cancelError = useErrorText({
    fallback: messages.cancelFailed,
    serverError: messages.cancelFailed,
  });

  async function send() {
    setLocationFailure(null);
    setSendError(null);
    setCancelled(false);
    setLocating(true);
    let position;
    try {
      position = await locate();
    } catch (error) {
      setLocationFailure(error instanceof LocationError ? error.reason : 'failed');
      return;
    } finally {
      setLocating(false);
    }
    try {
      const answer = await sos.trigger({ body: position });
      setOutcome({
        alreadyActive: answer.alreadyActive,
        contactsNotified: answer.contactsNotified,
      });
    } catch (error) {
      setSendError(error);
    }
  }

  async function cancelEmergency() {
    try {
      await cancel.trigger({});
      setOutcome(null);
      setCancelled(true);
    } catch (error) {
      toast({ title: cancelError(error), variant: 'error' });
      throw error;
    }
  }

  if (active.emergency)
    return (
      <ActiveEmergency
        emergency={active.emergency}
        nearby={active.nearby}
        outcome={outcome}
        onCancel={cancelEmergency}
      />
    );

  const busy = locating || sos.isMutating;
  return (
    <div className="flex flex-col items-start gap-3">
      <ConfirmDialog
        tone="danger"
        trigger={
          <Button
            variant="danger"
            size="lg"
            loading={sos.isMutating}
            className="min-h-16 px-10 text-xl"
          >
            <Siren aria-hidden="true" />
            {intl.formatMessage(messages.button)}
          </Button>
        }
        title={intl.formatMessage(messages.confirmTitle)}
        description={intl.formatMessage(messages.confirmText, { count: contactCount })}
        confirmLabel={intl.formatMessage(messages.confirm)}
        cancelLabel={intl.formatMessage(messages.notNow)}
        // The dialog closes at once: locating shows on the card, not in the dialog.
        onConfirm={() => void send()}
      />
      <div aria-live="polite" className="flex flex-col gap-2 self-stretch">
        {busy ? (
          <p className="flex items-center gap-2">
            <Spinner label={intl.formatMessage(locating ? messages.locating : messages.sending)} />
            <span aria-hidden="true">
              {intl.formatMessage(locating ? messages.locating : messages.sending)}
            </span>
          </p>
        ) : null}
        {cancelled ? <p role="status">{intl.formatMessage(messages.cancelled)}</p> : null}
      </div>
      {locationFailure ? (
        <Alert tone="danger" role="alert" className="self-stretch">
          <span className="flex flex-wrap items-center justify-between gap-2">
            {intl.formatMessage(
              locationFailure === 'unsupported' ? messages.unsupported : messages.locationFailed,
            )}
            {locationFailure === 'failed' ? (
              <Button
                variant="outline"
                size="sm"
                className="min-h-touch"
                onClick={() => void send()}
              >
                {intl.formatMessage(messages.tryAgain)}
              </Button>
            ) : null}
          </span>
        </Alert>
      ) : null}
      {sendError ? (
        <Alert tone="danger" role="alert" className="self-stretch">
          {sosError(sendError)}
        </Alert>
      ) : null}
    </div>
  );
}
