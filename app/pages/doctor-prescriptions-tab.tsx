import { PrescriptionForm } from '@features/appointments';
import { DoctorPrescriptions } from '@features/prescriptions';

/**
 * The doctor portal's Prescriptions tab: the prescriptions feature's list, with the
 * appointments feature's prescription form for New and Edit (features do not import
 * each other; the app puts them together).
 */
export default function DoctorPrescriptionsTab() {
  return <DoctorPrescriptions renderForm={(slot) => <PrescriptionForm {...slot} />} />;
}
