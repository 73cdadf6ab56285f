import { ORDER_UPDATED_EVENT } from '@contract/orders';
import { useApiMutation, useApiQuery } from '@lib/data';
import { useRealtimeEvent } from '@lib/realtime';

/** The patient's orders, newest first; read again when the pharmacy moves one on (live). */
export function useOrders() {
  const { data, error, isLoading, mutate } = useApiQuery('orders', {});
  useRealtimeEvent(ORDER_UPDATED_EVENT, () => void mutate());
  return { data, error, isLoading, retry: () => mutate() };
}

/** Verified pharmacies that take orders, with their price lists. */
export function useOrderPharmacies() {
  const { data, error, isLoading, mutate } = useApiQuery('orderPharmacies', {});
  return { data, error, isLoading, retry: () => mutate() };
}

/** The patient's active prescriptions: what an order from a prescription may start from. */
export function useActivePrescriptions() {
  const { data, error, isLoading } = useApiQuery('patientPrescriptions', {
    query: { status: 'active' },
  });
  return { prescriptions: data?.items ?? [], error, isLoading };
}

export const usePlaceOrder = () => useApiMutation('placeOrder', { revalidates: ['orders'] });
export const useCancelOrder = () => useApiMutation('cancelOrder', { revalidates: ['orders'] });
