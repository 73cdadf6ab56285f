import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  newOrder: NoMessageValues;
  closeForm: NoMessageValues;
  yourOrders: NoMessageValues;
  loading: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  loadFailed: NoMessageValues;
  offline: NoMessageValues;
  retry: NoMessageValues;
  orderOf: { pharmacy: string };
  placedOn: { date: string; kind: string };
  deliveredOn: { date: string };
  fromPrescription: NoMessageValues;
  manual: NoMessageValues;
  deliverTo: { address: string };
  items: NoMessageValues;
  itemLine: { name: string; dosage: string; quantity: number };
  priceToConfirm: NoMessageValues;
  subtotal: NoMessageValues;
  deliveryFee: NoMessageValues;
  total: NoMessageValues;
  totalExcludes: NoMessageValues;
  cancel: NoMessageValues;
  cancelNamed: { pharmacy: string };
  cancelTitle: NoMessageValues;
  cancelText: { pharmacy: string };
  cancelConfirm: NoMessageValues;
  cancelKeep: NoMessageValues;
  cancelled: NoMessageValues;
  cancelFailed: NoMessageValues;
}>({
  title: { id: 'orders.list.title', defaultMessage: 'Order medicines' },
  intro: {
    id: 'orders.list.intro',
    defaultMessage:
      'Order the medicines of an active prescription, or others you need, from a verified pharmacy near you.',
  },
  newOrder: { id: 'orders.list.newOrder', defaultMessage: 'New order' },
  closeForm: { id: 'orders.list.closeForm', defaultMessage: 'Close the order form' },
  yourOrders: { id: 'orders.list.yourOrders', defaultMessage: 'Your orders' },
  loading: { id: 'orders.list.loading', defaultMessage: 'Loading your orders…' },
  emptyTitle: { id: 'orders.list.emptyTitle', defaultMessage: 'No orders yet' },
  emptyText: {
    id: 'orders.list.emptyText',
    defaultMessage: 'Medicines you order show here, with where they are on their way.',
  },
  loadFailed: {
    id: 'orders.list.loadFailed',
    defaultMessage: 'Failed to load your orders. Please try again.',
  },
  offline: {
    id: 'orders.list.offline',
    defaultMessage: 'You are offline. Check your connection and try again.',
  },
  retry: { id: 'orders.list.retry', defaultMessage: 'Retry' },
  orderOf: { id: 'orders.card.orderOf', defaultMessage: 'Order from {pharmacy}' },
  placedOn: { id: 'orders.card.placedOn', defaultMessage: 'Ordered {date} · {kind}' },
  deliveredOn: { id: 'orders.card.deliveredOn', defaultMessage: 'Delivered {date}' },
  fromPrescription: { id: 'orders.card.fromPrescription', defaultMessage: 'From a prescription' },
  manual: { id: 'orders.card.manual', defaultMessage: 'Manual order' },
  deliverTo: { id: 'orders.card.deliverTo', defaultMessage: 'Deliver to: {address}' },
  items: { id: 'orders.card.items', defaultMessage: 'Medicines' },
  itemLine: { id: 'orders.card.itemLine', defaultMessage: '{name} {dosage} × {quantity}' },
  priceToConfirm: {
    id: 'orders.card.priceToConfirm',
    defaultMessage: 'Price to be confirmed by the pharmacy',
  },
  subtotal: { id: 'orders.card.subtotal', defaultMessage: 'Medicines' },
  deliveryFee: { id: 'orders.card.deliveryFee', defaultMessage: 'Delivery fee' },
  total: { id: 'orders.card.total', defaultMessage: 'Total' },
  totalExcludes: {
    id: 'orders.card.totalExcludes',
    defaultMessage: 'The total leaves out medicines whose price the pharmacy will confirm.',
  },
  cancel: { id: 'orders.card.cancel', defaultMessage: 'Cancel order' },
  cancelNamed: {
    id: 'orders.card.cancelNamed',
    defaultMessage: 'Cancel order from {pharmacy}',
  },
  cancelTitle: { id: 'orders.cancel.title', defaultMessage: 'Cancel this order?' },
  cancelText: {
    id: 'orders.cancel.text',
    defaultMessage: '{pharmacy} will not prepare it. You can order again at any time.',
  },
  cancelConfirm: { id: 'orders.cancel.confirm', defaultMessage: 'Cancel order' },
  cancelKeep: { id: 'orders.cancel.keep', defaultMessage: 'Keep order' },
  cancelled: { id: 'orders.cancel.done', defaultMessage: 'Your order was cancelled.' },
  cancelFailed: {
    id: 'orders.cancel.failed',
    defaultMessage: 'Failed to cancel the order. Please try again.',
  },
});

export const statusMessages = defineMessages<{
  processing: NoMessageValues;
  shipped: NoMessageValues;
  delivered: NoMessageValues;
  cancelled: NoMessageValues;
  unknown: NoMessageValues;
}>({
  processing: { id: 'orders.status.processing', defaultMessage: 'Processing' },
  shipped: { id: 'orders.status.shipped', defaultMessage: 'Shipped' },
  delivered: { id: 'orders.status.delivered', defaultMessage: 'Delivered' },
  cancelled: { id: 'orders.status.cancelled', defaultMessage: 'Cancelled' },
  unknown: { id: 'orders.status.unknown', defaultMessage: 'Unknown' },
});
