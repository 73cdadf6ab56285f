import { lazy, Suspense, type ReactNode } from 'react';
import { DoctorProfile } from '@features/doctor-profile';
import { Spinner } from '@ui/spinner';

const AdvancedSchedule = lazy(() =>
  import('@features/schedule/components/advanced-schedule').then((m) => ({
    default: m.AdvancedSchedule,
  })),
);
const DoctorPatients = lazy(() =>
  import('@features/patients/components/doctor-patients').then((m) => ({
    default: m.DoctorPatients,
  })),
);
const DoctorPrescriptions = lazy(() => import('./doctor-prescriptions-tab'));

const loading = (children: ReactNode) => (
  <Suspense fallback={<Spinner className="mx-auto my-6" />}>{children}</Suspense>
);

/**
 * The doctor's Profile tab (issue 16, 001 §2.12): the profile editor, its Schedule,
 * Medical Records and Prescriptions tabs showing the lists of the features that hold
 * them. Medical records are reached through the doctor's patients (ADR 0027: a doctor
 * reads a patient's records once the patient is theirs). Emergency History keeps the
 * editor's empty state: emergencies belong to patients (ADR 0035), a doctor has none.
 */
export default function DoctorProfileTab() {
  return (
    <DoctorProfile
      renderSchedule={() => loading(<AdvancedSchedule />)}
      renderRecords={() => loading(<DoctorPatients />)}
      renderPrescriptions={() => loading(<DoctorPrescriptions />)}
    />
  );
}
