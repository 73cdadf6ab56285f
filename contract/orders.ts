import { z } from 'zod';
import { normalisePhone } from './auth';
import { successEnvelope } from './envelope';

/**
 * Medicine orders (issue 17; 002 §2 order medicines, §3 order and pharmacy, §4, §5, §7,
 * §8; ADR 0034): a patient orders from a verified, active pharmacy, either the medicines
 * of their own active prescription or a manual list. The server prices the order from
 * the pharmacy's price list (a medicine without a price is confirmed by the pharmacy and
 * left out of the total), the patient cancels while it is processing, and the pharmacy
 * moves it forward: processing → shipped → delivered.
 */

// ---- Rules (002 §3, §4, §5) ----

export const orderStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Where the pharmacy may move an order next; the patient may only cancel while processing. */
export const pharmacyTransitions: Record<OrderStatus, OrderStatus | null> = {
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
};
export const orderTypes = ['prescription', 'manual'] as const;
export type OrderType = (typeof orderTypes)[number];
/** The prescription modal's preferred delivery time (002 §3). */
export const preferredTimes = ['any', 'morning', 'afternoon', 'evening'] as const;
export type PreferredTime = (typeof preferredTimes)[number];

export const DEFAULT_DELIVERY_TIME = '30-45 mins';
/** Rupees, when a pharmacy names no fee of its own (002 §3). */
export const DEFAULT_DELIVERY_FEE = 50;
export const ORDER_ITEMS_MAX = 30;
export const ORDER_QUANTITY_MAX = 100;
export const ORDER_ADDRESS_MAX = 300;
export const ORDER_NOTES_MAX = 500;
export const MEDICINE_NAME_MAX = 200;

const PHONE = /^\+?[1-9]\d{0,15}$/;

/** One medicine of a manual order: a name and a quantity of at least 1 (002 §5). */
export const orderMedicineInput = z.object({
  name: z
    .string({ error: 'ORDER_MEDICINE_NAME_REQUIRED' })
    .trim()
    .min(1, 'ORDER_MEDICINE_NAME_REQUIRED')
    .max(MEDICINE_NAME_MAX, 'TOO_LONG'),
  quantity: z
    .number({ error: 'ORDER_QUANTITY_INVALID' })
    .int('ORDER_QUANTITY_INVALID')
    .min(1, 'ORDER_QUANTITY_INVALID')
    .max(ORDER_QUANTITY_MAX, 'ORDER_QUANTITY_INVALID'),
});
export type OrderMedicineInput = z.input<typeof orderMedicineInput>;

const optionalText = (max: number) => z.string().trim().max(max, 'TOO_LONG').default('');

/**
 * POST /orders (002 §3 place payloads, §5): `prescription` needs the prescription, the
 * pharmacy, the address and a phone; `manual` the pharmacy, the address and at least one
 * medicine. Each missing piece is refused on its own field with §5's sentence.
 */
export const placeOrderRequest = z
  .object({
    type: z.enum(orderTypes, { error: 'VALIDATION' }),
    prescriptionId: optionalText(64),
    pharmacyId: optionalText(64),
    deliveryAddress: optionalText(ORDER_ADDRESS_MAX),
    phoneNumber: z.string().max(30, 'TOO_LONG').transform(normalisePhone).default(''),
    preferredTime: z.enum(preferredTimes, { error: 'VALIDATION' }).default('any'),
    notes: optionalText(ORDER_NOTES_MAX),
    medicines: z.array(orderMedicineInput).max(ORDER_ITEMS_MAX, 'TOO_LONG').default([]),
  })
  .superRefine((order, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (order.type === 'prescription') {
      const message = 'ORDER_PRESCRIPTION_FIELDS_REQUIRED';
      if (!order.prescriptionId) missing('prescriptionId', message);
      if (!order.pharmacyId) missing('pharmacyId', message);
      if (!order.deliveryAddress) missing('deliveryAddress', message);
      if (!order.phoneNumber) missing('phoneNumber', 'ORDER_PHONE_REQUIRED');
    } else {
      const message = 'ORDER_FIELDS_REQUIRED';
      if (!order.pharmacyId) missing('pharmacyId', message);
      if (!order.deliveryAddress) missing('deliveryAddress', message);
      if (order.medicines.length === 0) missing('medicines', 'ORDER_MEDICINE_REQUIRED');
    }
    if (order.phoneNumber && !PHONE.test(order.phoneNumber))
      missing('phoneNumber', 'PHONE_INVALID');
  });
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

/** PUT /pharmacy/orders/:id/status: the next step (002 §4). */
export const advanceOrderRequest = z.object({
  status: z.enum(['shipped', 'delivered'], { error: 'ORDER_STATUS_INVALID' }),
});

// ---- What is read ----

/** One line of a pharmacy's price list; `price` in rupees per unit, null when it confirms it. */
export const pharmacyMedicine = z.object({
  id: z.string(),
  name: z.string(),
  /** Strength and form, e.g. '500 mg tablet'. */
  strength: z.string(),
  price: z.number().min(0).nullable(),
  prescriptionOnly: z.boolean(),
});
export type PharmacyMedicine = z.infer<typeof pharmacyMedicine>;

/** A pharmacy one can order from (002 §3 pharmacy for ordering). */
export const orderPharmacy = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  verified: z.boolean(),
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
  deliveryTime: z.string(),
  deliveryFee: z.number().min(0),
  medicines: z.array(pharmacyMedicine),
});
export type OrderPharmacy = z.infer<typeof orderPharmacy>;

/** One ordered medicine; `price` and `amount` are null where the pharmacy confirms the price. */
export const orderItem = z.object({
  name: z.string(),
  dosage: z.string(),
  quantity: z.number().int().min(1),
  instructions: z.string(),
  price: z.number().min(0).nullable(),
  amount: z.number().min(0).nullable(),
  prescriptionOnly: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** An order (002 §3); `status` is read as a string so an unknown one shows as Unknown. */
export const order = z.object({
  id: z.string(),
  type: z.enum(orderTypes),
  prescriptionId: z.string().nullable(),
  pharmacy: z.object({ id: z.string(), name: z.string() }),
  pharmacyName: z.string(),
  patientName: z.string(),
  status: z.string(),
  orderDate: z.iso.datetime(),
  deliveryDate: z.iso.datetime().nullable(),
  deliveryAddress: z.string(),
  phoneNumber: z.string(),
  preferredTime: z.enum(preferredTimes),
  notes: z.string(),
  items: z.array(orderItem),
  /** Rupees: priced items only. */
  subtotal: z.number().min(0),
  deliveryFee: z.number().min(0),
  totalAmount: z.number().min(0),
  /** Some item has no price yet: the pharmacy confirms it and the total leaves it out. */
  priceToConfirm: z.boolean(),
});
export type Order = z.infer<typeof order>;

export const orderPharmaciesResponse = successEnvelope(
  z.object({ pharmacies: z.array(orderPharmacy) }),
);
export const orderListResponse = successEnvelope(z.object({ orders: z.array(order) }));
export const orderResponse = successEnvelope(z.object({ order }));

/** The realtime event a patient receives when an order of theirs changes. */
export const ORDER_UPDATED_EVENT = 'order_updated';
