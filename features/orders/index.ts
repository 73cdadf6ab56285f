export { MedicineOrders } from './components/medicine-orders';
export { OrderForm, type OrderFormProps } from './components/order-form';
export {
  OrderFromPrescription,
  type OrderFromPrescriptionProps,
} from './components/order-from-prescription';
