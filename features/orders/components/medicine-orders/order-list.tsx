import { useIntl } from 'react-intl';
import { Pill } from 'lucide-react';
import type { Order } from '@contract/orders';
import { isConnectionFailure } from '@lib/api';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { Skeleton } from '@ui/skeleton';
import { OrderCard } from './order-card';
import { messages } from './messages';

export type OrderListProps = {
  orders: Order[] | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => unknown;
  onCancel: (order: Order) => void;
};

/** The patient's orders as cards, or what stands in for them: loading, empty, failed, offline. */
export function OrderList({ orders, error, isLoading, onRetry, onCancel }: OrderListProps) {
  const intl = useIntl();
  if (error && !orders)
    return (
      <ErrorState
        title={intl.formatMessage(messages.loadFailed)}
        description={isConnectionFailure(error) ? intl.formatMessage(messages.offline) : null}
        onRetry={onRetry}
        retryLabel={intl.formatMessage(messages.retry)}
      />
    );
  if (isLoading || !orders)
    return (
      <div
        role="status"
        aria-label={intl.formatMessage(messages.loading)}
        className="flex flex-col gap-3"
      >
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    );
  if (orders.length === 0)
    return (
      <EmptyState
        icon={<Pill aria-hidden="true" />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyText)}
      />
    );
  return (
    <ul aria-label={intl.formatMessage(messages.yourOrders)} className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} onCancel={onCancel} />
        </li>
      ))}
    </ul>
  );
}
