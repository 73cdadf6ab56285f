import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Plus, X } from 'lucide-react';
import type { Order } from '@contract/orders';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { toast } from '@ui/toast';
import { useCancelOrder, useOrders } from '../../api/orders';
import { OrderForm } from '../order-form';
import { messages } from './messages';
import { OrderList } from './order-list';

/**
 * The patient's Medicines tab (002 §2 order medicines): New order opens the form, and
 * the orders list shows each order's status live (the pharmacy's changes arrive over
 * the realtime connection) with Cancel while it is processing.
 */
export function MedicineOrders() {
  const intl = useIntl();
  const orders = useOrders();
  const cancel = useCancelOrder();
  const [ordering, setOrdering] = useState(false);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const cancelError = useErrorText({
    fallback: messages.cancelFailed,
    serverError: messages.cancelFailed,
  });

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.trigger({ params: { id: cancelling.id } });
      toast({ title: intl.formatMessage(messages.cancelled), variant: 'success' });
    } catch (error) {
      toast({ title: cancelError(error), variant: 'error' });
    }
    setCancelling(null);
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="orders-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex max-w-prose flex-col gap-1">
            <h2 id="orders-title" className="text-2xl font-semibold">
              {intl.formatMessage(messages.title)}
            </h2>
            <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
          </div>
          <Button
            variant={ordering ? 'outline' : 'primary'}
            aria-expanded={ordering}
            aria-controls="new-order"
            onClick={() => setOrdering((open) => !open)}
          >
            {ordering ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {intl.formatMessage(ordering ? messages.closeForm : messages.newOrder)}
          </Button>
        </div>
        {ordering ? (
          <section
            id="new-order"
            aria-labelledby="new-order-title"
            className="rounded-lg border border-border bg-card p-4"
          >
            <h3 id="new-order-title" className="mb-3 text-lg font-semibold">
              {intl.formatMessage(messages.newOrder)}
            </h3>
            <OrderForm onPlaced={() => setOrdering(false)} onCancel={() => setOrdering(false)} />
          </section>
        ) : null}
      </section>
      <section aria-labelledby="orders-list-title" className="flex flex-col gap-3">
        <h3 id="orders-list-title" className="text-lg font-semibold">
          {intl.formatMessage(messages.yourOrders)}
        </h3>
        <OrderList
          orders={orders.data?.orders}
          error={orders.error}
          isLoading={orders.isLoading}
          onRetry={orders.retry}
          onCancel={setCancelling}
        />
      </section>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        tone="danger"
        title={intl.formatMessage(messages.cancelTitle)}
        description={intl.formatMessage(messages.cancelText, {
          pharmacy: cancelling?.pharmacyName ?? '',
        })}
        confirmLabel={intl.formatMessage(messages.cancelConfirm)}
        cancelLabel={intl.formatMessage(messages.cancelKeep)}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
