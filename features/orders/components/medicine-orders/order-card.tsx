import { useIntl } from 'react-intl';
import { orderStatuses, type Order } from '@contract/orders';
import { formatDate, formatRupees } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { messages, statusMessages } from './messages';

const tones = {
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
} as const;

const isKnown = (status: string): status is (typeof orderStatuses)[number] =>
  (orderStatuses as readonly string[]).includes(status);

export type OrderCardProps = { order: Order; onCancel: (order: Order) => void };

/** One order: status, pharmacy, date, medicines with prices, totals, and Cancel while processing. */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const rupees = (amount: number) => formatRupees(amount, locale);
  const known = isKnown(order.status);
  const titleId = `order-${order.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h4 id={titleId} className="text-base font-semibold">
            {intl.formatMessage(messages.orderOf, { pharmacy: order.pharmacyName })}
          </h4>
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.placedOn, {
              date: formatDate(order.orderDate, locale),
              kind: intl.formatMessage(
                order.type === 'prescription' ? messages.fromPrescription : messages.manual,
              ),
            })}
          </p>
        </div>
        <Badge variant={known ? tones[order.status as keyof typeof tones] : 'neutral'}>
          {intl.formatMessage(
            known ? statusMessages[order.status as keyof typeof tones] : statusMessages.unknown,
          )}
        </Badge>
      </header>
      <div className="flex flex-col gap-1">
        <h5 className="text-sm font-medium">{intl.formatMessage(messages.items)}</h5>
        <ul className="flex flex-col gap-1 text-sm">
          {order.items.map((item, i) => (
            <li key={`${item.name}-${i}`} className="flex flex-wrap justify-between gap-x-3">
              <span>
                {intl.formatMessage(messages.itemLine, {
                  name: item.name,
                  dosage: item.dosage,
                  quantity: item.quantity,
                })}
              </span>
              <span className={item.amount === null ? 'font-medium text-warning' : ''}>
                {item.amount === null
                  ? intl.formatMessage(messages.priceToConfirm)
                  : rupees(item.amount)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 border-t border-border pt-2 text-sm">
        <dt>{intl.formatMessage(messages.subtotal)}</dt>
        <dd className="text-end">{rupees(order.subtotal)}</dd>
        <dt>{intl.formatMessage(messages.deliveryFee)}</dt>
        <dd className="text-end">{rupees(order.deliveryFee)}</dd>
        <dt className="font-semibold">{intl.formatMessage(messages.total)}</dt>
        <dd className="text-end font-semibold">{rupees(order.totalAmount)}</dd>
      </dl>
      {order.priceToConfirm ? (
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(messages.totalExcludes)}
        </p>
      ) : null}
      <p className="text-sm">
        {intl.formatMessage(messages.deliverTo, { address: order.deliveryAddress })}
      </p>
      {order.deliveryDate ? (
        <p className="text-sm">
          {intl.formatMessage(messages.deliveredOn, {
            date: formatDate(order.deliveryDate, locale),
          })}
        </p>
      ) : null}
      {order.status === 'processing' ? (
        <div>
          <Button
            variant="outline"
            aria-label={intl.formatMessage(messages.cancelNamed, { pharmacy: order.pharmacyName })}
            onClick={() => onCancel(order)}
          >
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
