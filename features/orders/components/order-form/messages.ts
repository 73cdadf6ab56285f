import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  kind: NoMessageValues;
  fromPrescription: NoMessageValues;
  manual: NoMessageValues;
  prescription: NoMessageValues;
  prescriptionPlaceholder: NoMessageValues;
  prescriptionOption: { diagnosis: string; doctor: string; date: string };
  noPrescription: NoMessageValues;
  pharmacy: NoMessageValues;
  verified: NoMessageValues;
  pharmacyHint: {
    address: string;
    rating: string;
    time: string;
    fee: string;
  };
  noPharmacies: NoMessageValues;
  pharmaciesFailed: NoMessageValues;
  address: NoMessageValues;
  phone: NoMessageValues;
  preferredTime: NoMessageValues;
  notes: NoMessageValues;
  medicines: NoMessageValues;
  medicineName: { n: number };
  quantity: { n: number };
  addMedicine: NoMessageValues;
  removeMedicine: { n: number };
  prescriptionOnly: NoMessageValues;
  estimate: NoMessageValues;
  estimateLine: { name: string; quantity: number };
  priceToConfirm: NoMessageValues;
  estimateExcludes: { count: number };
  deliveryFee: NoMessageValues;
  submit: NoMessageValues;
  cancel: NoMessageValues;
  placed: NoMessageValues;
  failed: NoMessageValues;
}>({
  title: { id: 'orders.form.title', defaultMessage: 'New order' },
  kind: { id: 'orders.form.kind', defaultMessage: 'Order from' },
  fromPrescription: { id: 'orders.form.fromPrescription', defaultMessage: 'From prescription' },
  manual: { id: 'orders.form.manual', defaultMessage: 'Manual order' },
  prescription: { id: 'orders.form.prescription', defaultMessage: 'Prescription' },
  prescriptionPlaceholder: {
    id: 'orders.form.prescriptionPlaceholder',
    defaultMessage: 'Choose an active prescription',
  },
  prescriptionOption: {
    id: 'orders.form.prescriptionOption',
    defaultMessage: '{diagnosis} ({doctor}, {date})',
  },
  noPrescription: {
    id: 'orders.form.noPrescription',
    defaultMessage: 'You have no active prescription. Order manually instead.',
  },
  pharmacy: { id: 'orders.form.pharmacy', defaultMessage: 'Pharmacy' },
  verified: { id: 'orders.form.verified', defaultMessage: 'Verified' },
  pharmacyHint: {
    id: 'orders.form.pharmacyHint',
    defaultMessage:
      '{address} · {rating, select, none {No ratings yet} other {Rated {rating}}} · Delivery in {time} · Delivery fee {fee}',
  },
  noPharmacies: {
    id: 'orders.form.noPharmacies',
    defaultMessage: 'No pharmacy takes orders right now. Please try again later.',
  },
  pharmaciesFailed: {
    id: 'orders.form.pharmaciesFailed',
    defaultMessage: 'Failed to load pharmacies. Please try again.',
  },
  address: { id: 'orders.form.address', defaultMessage: 'Delivery address' },
  phone: { id: 'orders.form.phone', defaultMessage: 'Phone number' },
  preferredTime: { id: 'orders.form.preferredTime', defaultMessage: 'Preferred delivery time' },
  notes: { id: 'orders.form.notes', defaultMessage: 'Notes for the pharmacy' },
  medicines: { id: 'orders.form.medicines', defaultMessage: 'Medicines' },
  medicineName: { id: 'orders.form.medicineName', defaultMessage: 'Medicine {n}' },
  quantity: { id: 'orders.form.quantity', defaultMessage: 'Quantity of medicine {n}' },
  addMedicine: { id: 'orders.form.addMedicine', defaultMessage: 'Add medicine' },
  removeMedicine: { id: 'orders.form.removeMedicine', defaultMessage: 'Remove medicine {n}' },
  prescriptionOnly: { id: 'orders.form.prescriptionOnly', defaultMessage: 'Needs a prescription' },
  estimate: { id: 'orders.form.estimate', defaultMessage: 'Estimated total' },
  estimateLine: { id: 'orders.form.estimateLine', defaultMessage: '{name} × {quantity}' },
  priceToConfirm: {
    id: 'orders.form.priceToConfirm',
    defaultMessage: 'Price to be confirmed by the pharmacy',
  },
  estimateExcludes: {
    id: 'orders.form.estimateExcludes',
    defaultMessage:
      'The pharmacy will confirm the price of {count, plural, one {# medicine} other {# medicines}}; the total leaves {count, plural, one {it} other {them}} out.',
  },
  deliveryFee: { id: 'orders.form.deliveryFee', defaultMessage: 'Delivery fee' },
  submit: { id: 'orders.form.submit', defaultMessage: 'Place order' },
  cancel: { id: 'orders.form.cancel', defaultMessage: 'Cancel' },
  placed: { id: 'orders.form.placed', defaultMessage: 'Order placed successfully!' },
  failed: { id: 'orders.form.failed', defaultMessage: 'Failed to place order. Please try again.' },
});

export const timeMessages = defineMessages<{
  any: NoMessageValues;
  morning: NoMessageValues;
  afternoon: NoMessageValues;
  evening: NoMessageValues;
}>({
  any: { id: 'orders.time.any', defaultMessage: 'Any time' },
  morning: { id: 'orders.time.morning', defaultMessage: 'Morning (9-12)' },
  afternoon: { id: 'orders.time.afternoon', defaultMessage: 'Afternoon (12-4)' },
  evening: { id: 'orders.time.evening', defaultMessage: 'Evening (4-8)' },
});
