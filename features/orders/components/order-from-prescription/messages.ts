import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  open: NoMessageValues;
  openNamed: { number: string };
  title: NoMessageValues;
  description: { number: string; doctor: string; date: string };
  summary: NoMessageValues;
  validUntil: { date: string };
  medicine: { name: string; dosage: string };
  packs: { count: number };
  onePackEach: NoMessageValues;
}>({
  open: { id: 'orders.fromPrescription.open', defaultMessage: 'Order Medicines' },
  openNamed: {
    id: 'orders.fromPrescription.openNamed',
    defaultMessage: 'Order Medicines of prescription {number}',
  },
  title: { id: 'orders.fromPrescription.title', defaultMessage: 'Order Medicines' },
  description: {
    id: 'orders.fromPrescription.description',
    defaultMessage: 'Prescription {number} by {doctor}, written on {date}',
  },
  summary: { id: 'orders.fromPrescription.summary', defaultMessage: 'Prescription summary' },
  validUntil: { id: 'orders.fromPrescription.validUntil', defaultMessage: 'Valid until {date}' },
  medicine: { id: 'orders.fromPrescription.medicine', defaultMessage: '{name} {dosage}' },
  packs: {
    id: 'orders.fromPrescription.packs',
    defaultMessage: '{count, plural, one {# pack} other {# packs}}',
  },
  onePackEach: {
    id: 'orders.fromPrescription.onePackEach',
    defaultMessage:
      'Where the doctor wrote no quantity, one pack is ordered; the pharmacy may call.',
  },
});
