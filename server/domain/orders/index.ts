export {
  orderPharmacies,
  ordersInProgress,
  patientOrder,
  patientOrders,
  pharmacyOrders,
} from './read';
export { placeOrder } from './place';
export { advanceOrder, cancelOrder } from './status';
