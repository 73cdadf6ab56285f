import { http } from 'msw';
import { placeOrderRequest, type Order } from '@contract/orders';
import { paths } from '@contract/paths';
import * as fixtures from '../fixtures/orders';
import { api, fail, failures, hang, idOf, ok, readJson, refuse } from '../respond';
import { resetBeforeEachStory } from '../stores';

/**
 * Medicine orders (issue 17): pharmacies, the patient's orders, placing and cancelling,
 * over a small store (reset before each story) so a placed or cancelled order shows in
 * the list as the server would answer it.
 */
const store = { orders: [...fixtures.orders] };
export const ordersStore = {
  reset(orders: Order[] = fixtures.orders) {
    store.orders = [...orders];
  },
  get orders() {
    return store.orders;
  },
  /** What the pharmacy does through the API: the next read shows it. */
  setStatus(id: string, status: string) {
    store.orders = store.orders.map((o) => (o.id === id ? { ...o, status } : o));
  },
};

const loading = (method: 'get' | 'post', path: string) => () => http[method](api(path), hang);

export const orderPharmacies = {
  success: () =>
    http.get(api(paths.orderPharmacies), () => ok({ pharmacies: fixtures.pharmacies })),
  empty: () => http.get(api(paths.orderPharmacies), () => ok({ pharmacies: [] })),
  ...failures('get', paths.orderPharmacies),
};

export const listOrders = {
  success: () => http.get(api(paths.orders), () => ok({ orders: store.orders })),
  empty: () => http.get(api(paths.orders), () => ok({ orders: [] })),
  loading: loading('get', paths.orders),
  forbidden: () => http.get(api(paths.orders), ({ request }) => refuse(request, 403, 'FORBIDDEN')),
  ...failures('get', paths.orders),
};

export const placeOrder = {
  success: () =>
    http.post(api(paths.orders), async ({ request }) => {
      const parsed = placeOrderRequest.safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return fail(400, issue.message, issue.message, issue.path.join('.'));
      }
      const body = parsed.data;
      const pharmacy = fixtures.pharmacies.find((p) => p.id === body.pharmacyId);
      if (!pharmacy) return refuse(request, 404, 'PROVIDER_NOT_FOUND', 'pharmacyId');
      if (body.type === 'manual') {
        const index = body.medicines.findIndex((m) =>
          pharmacy.medicines.some(
            (e) => e.prescriptionOnly && m.name.toLowerCase().startsWith(e.name.toLowerCase()),
          ),
        );
        if (index >= 0)
          return refuse(request, 409, 'ORDER_PRESCRIPTION_ONLY', `medicines.${index}.name`, {
            medicine: body.medicines[index]!.name,
          });
      }
      const order = fixtures.placedOrder(body, pharmacy);
      store.orders = [order, ...store.orders];
      return ok({ order });
    }),
  ...failures('post', paths.orders),
};

export const cancelOrder = {
  success: () =>
    http.put(api(paths.cancelOrder), ({ request, params }) => {
      const order = store.orders.find((o) => o.id === idOf(params));
      if (!order) return refuse(request, 404, 'ORDER_NOT_FOUND');
      if (order.status !== 'processing') return refuse(request, 409, 'ORDER_NOT_CANCELLABLE');
      ordersStore.setStatus(order.id, 'cancelled');
      return ok({ order: { ...order, status: 'cancelled' } });
    }),
  notCancellable: () =>
    http.put(api(paths.cancelOrder), ({ request }) =>
      refuse(request, 409, 'ORDER_NOT_CANCELLABLE'),
    ),
  ...failures('put', paths.cancelOrder),
};

export const getOrder = {
  success: () =>
    http.get(api(paths.order), ({ request, params }) => {
      const order = store.orders.find((o) => o.id === idOf(params));
      return order ? ok({ order }) : refuse(request, 404, 'ORDER_NOT_FOUND');
    }),
  ...failures('get', paths.order),
};

export const pharmacyOrders = {
  success: () => http.get(api(paths.pharmacyOrders), () => ok({ orders: store.orders })),
  ...failures('get', paths.pharmacyOrders),
};

export const advanceOrder = {
  success: () =>
    http.put(api(paths.advanceOrder), async ({ request, params }) => {
      const order = store.orders.find((o) => o.id === idOf(params));
      if (!order) return refuse(request, 404, 'ORDER_NOT_FOUND');
      const body = (await readJson(request)) as { status?: string } | undefined;
      const status = body?.status ?? 'shipped';
      ordersStore.setStatus(order.id, status);
      return ok({ order: { ...order, status } });
    }),
  ...failures('put', paths.advanceOrder),
};

export const ordersHandlers = () => [
  orderPharmacies.success(),
  listOrders.success(),
  placeOrder.success(),
  cancelOrder.success(),
  getOrder.success(),
  pharmacyOrders.success(),
  advanceOrder.success(),
];

resetBeforeEachStory(() => ordersStore.reset());
