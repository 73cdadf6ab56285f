export { MedicineOrders } from './medicine-orders';
