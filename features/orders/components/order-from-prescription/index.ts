export { OrderFromPrescription, type OrderFromPrescriptionProps } from './order-from-prescription';
