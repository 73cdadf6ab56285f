import { useIntl } from 'react-intl';
import type { OrderPharmacy } from '@contract/orders';
import { formatRupees } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { messages } from './messages';

export type EstimateLine = { name: string; quantity: number };

/** The pharmacy's price for a line (by name, as the server matches it), or null. */
export function priceOf(pharmacy: OrderPharmacy, name: string) {
  const wanted = name.trim().toLowerCase();
  const entry = pharmacy.medicines.find(
    (m) => wanted === m.name.toLowerCase() || wanted.startsWith(`${m.name.toLowerCase()} `),
  );
  return entry ?? null;
}

/**
 * The estimated total in rupees before placing (002 §2): the server prices the order
 * again; medicines without a price are named and left out of the total.
 */
export function OrderEstimate({
  pharmacy,
  lines,
}: {
  pharmacy: OrderPharmacy;
  lines: EstimateLine[];
}) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const rupees = (n: number) => formatRupees(n, locale);
  const rows = lines
    .filter((l) => l.name.trim() !== '' && Number.isFinite(l.quantity) && l.quantity > 0)
    .map((l) => {
      const price = priceOf(pharmacy, l.name)?.price ?? null;
      return { ...l, amount: price === null ? null : price * l.quantity };
    });
  const subtotal = rows.reduce((sum, r) => sum + (r.amount ?? 0), 0);
  const unpriced = rows.filter((r) => r.amount === null).length;
  return (
    <section
      aria-labelledby="order-estimate-title"
      className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm"
    >
      <h4 id="order-estimate-title" className="font-semibold">
        {intl.formatMessage(messages.estimate)}
      </h4>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
        {rows.map((r, i) => (
          <div key={`${r.name}-${i}`} className="contents">
            <dt>
              {intl.formatMessage(messages.estimateLine, { name: r.name, quantity: r.quantity })}
            </dt>
            <dd className={r.amount === null ? 'text-end font-medium text-warning' : 'text-end'}>
              {r.amount === null ? intl.formatMessage(messages.priceToConfirm) : rupees(r.amount)}
            </dd>
          </div>
        ))}
        <dt>{intl.formatMessage(messages.deliveryFee)}</dt>
        <dd className="text-end">{rupees(pharmacy.deliveryFee)}</dd>
        <dt className="font-semibold">{intl.formatMessage(messages.estimate)}</dt>
        <dd className="text-end font-semibold">{rupees(subtotal + pharmacy.deliveryFee)}</dd>
      </dl>
      {unpriced > 0 ? (
        <p className="text-muted-foreground">
          {intl.formatMessage(messages.estimateExcludes, { count: unpriced })}
        </p>
      ) : null}
    </section>
  );
}
