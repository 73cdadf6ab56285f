export { MedicineOrders } from './components/medicine-orders';
export { OrderForm, type OrderFormProps } from './components/order-form';
