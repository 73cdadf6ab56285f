import { OrderFromPrescription } from '@features/orders';
import { PatientPrescriptions } from '@features/prescriptions';

/**
 * The patient portal's Prescriptions tab: the prescriptions feature's lists, with the
 * orders feature's Order Medicines on each active prescription (features do not import
 * each other; the app puts them together).
 */
export default function PatientPrescriptionsTab() {
  return (
    <PatientPrescriptions
      orderAction={(prescription) => <OrderFromPrescription prescription={prescription} />}
    />
  );
}
