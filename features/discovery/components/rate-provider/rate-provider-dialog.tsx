import { useIntl } from 'react-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { Spinner } from '@ui/spinner';
import { dialogMessages, messages } from './messages';
import { RateProviderBody } from './rate-provider';

export type RateProviderDialogProps = {
  provider: { _id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing (the card's Rate button). */
  returnFocus?: () => void;
};

/**
 * The rating of a lab, pharmacy, ambulance service or hospital from its card in the
 * directory (issue 14): the same body as the hospital's page, in a dialog that closes
 * after a save. Loaded only when a patient first presses Rate.
 */
export default function RateProviderDialog({
  provider,
  open,
  onOpenChange,
  returnFocus,
}: RateProviderDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(dialogMessages.rateName, { name: provider.name })}
          </DialogTitle>
          <DialogDescription>{intl.formatMessage(dialogMessages.description)}</DialogDescription>
        </DialogHeader>
        <RateProviderBody
          providerId={provider._id}
          onSaved={() => onOpenChange(false)}
          fallback={
            <Spinner className="mx-auto my-6" label={intl.formatMessage(messages.loading)} />
          }
        />
      </DialogContent>
    </Dialog>
  );
}
