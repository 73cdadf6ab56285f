import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Button } from '@ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { OrderForm } from '../order-form';
import { messages } from './messages';

export type OrderFromPrescriptionProps = {
  /** An active prescription of the patient's. */
  prescription: PrescriptionDetail;
};

/**
 * Order Medicines from an active prescription (002 §2): a button that opens the order
 * form for it, under the prescription's summary; the estimated total follows the chosen
 * pharmacy's price list, and the dialog closes once the order is placed.
 */
export function OrderFromPrescription({ prescription: rx }: OrderFromPrescriptionProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const [open, setOpen] = useState(false);
  const unmeasured = rx.medications.some((m) => !m.quantity);
  return (
    <>
      <Button
        variant="outline"
        className="min-h-11"
        aria-label={intl.formatMessage(messages.openNamed, { number: rx.number })}
        onClick={() => setOpen(true)}
      >
        <ShoppingCart aria-hidden="true" />
        {intl.formatMessage(messages.open)}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="lg" className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
            <DialogDescription>
              {intl.formatMessage(messages.description, {
                number: rx.number,
                doctor: rx.doctor.fullName,
                date: formatDate(rx.createdAt, locale),
              })}
            </DialogDescription>
          </DialogHeader>
          <section
            aria-labelledby="order-rx-summary"
            className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm"
          >
            <h3 id="order-rx-summary" className="font-semibold">
              {intl.formatMessage(messages.summary)}
            </h3>
            <p>{rx.diagnosis}</p>
            <p className="text-muted-foreground">
              {intl.formatMessage(messages.validUntil, { date: formatDate(rx.validUntil, locale) })}
            </p>
            <ul className="flex flex-col gap-1">
              {rx.medications.map((m, index) => (
                <li key={`${m.name}-${index}`} className="flex justify-between gap-3">
                  <span>
                    {intl.formatMessage(messages.medicine, { name: m.name, dosage: m.dosage })}
                  </span>
                  <span className="text-end">
                    {intl.formatMessage(messages.packs, { count: m.quantity ?? 1 })}
                  </span>
                </li>
              ))}
            </ul>
            {unmeasured ? (
              <p className="text-muted-foreground">{intl.formatMessage(messages.onePackEach)}</p>
            ) : null}
          </section>
          <OrderForm
            prescriptionId={rx._id}
            onPlaced={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
