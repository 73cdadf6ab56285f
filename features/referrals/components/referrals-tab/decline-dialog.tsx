import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_DECLINE_REASON, type Referral } from '@contract/referrals';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { Field } from '@ui/field';
import { Textarea } from '@ui/textarea';
import { messages, valueMessages } from './messages';

/** Decline with a reason, "Not available" unless the doctor writes another (001 §4). */
export function DeclineDialog({
  referral,
  busy,
  onOpenChange,
  onDecline,
}: {
  referral: Referral | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (referral: Referral, reason: string) => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState(DEFAULT_DECLINE_REASON);
  return (
    <Dialog
      open={referral !== null}
      onOpenChange={(open) => {
        if (open) setReason(DEFAULT_DECLINE_REASON);
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.declineTitle)}</DialogTitle>
          <DialogDescription>
            {intl.formatMessage(valueMessages.declineFor, { name: referral?.patientName ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (referral) onDecline(referral, reason.trim());
          }}
        >
          <Field label={intl.formatMessage(messages.declineReason)}>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={busy}>
              {intl.formatMessage(messages.decline)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
