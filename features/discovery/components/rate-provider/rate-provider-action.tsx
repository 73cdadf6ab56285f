import { lazy, Suspense, useRef, useState } from 'react';
import { Star } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@ui/button';
import { dialogMessages } from './messages';
import { useRatingPatient } from './use-rating-patient';

/** The dialog (Radix Dialog, then the form) loads when a patient first presses Rate. */
const RateProviderDialog = lazy(() => import('./rate-provider-dialog'));

export type RateProviderActionProps = { provider: { _id: string; name: string } };

/**
 * A card's Rate button: shown to a signed-in patient only (as on the hospital's page,
 * visitors and other roles see nothing); it opens the rating dialog.
 */
export function RateProviderAction({ provider }: RateProviderActionProps) {
  const intl = useIntl();
  const patient = useRatingPatient();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!patient) return null;
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        className="grow"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage(dialogMessages.rateName, { name: provider.name })}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Star aria-hidden />
        {intl.formatMessage(dialogMessages.rate)}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <RateProviderDialog
            provider={provider}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
