import { lazy, Suspense } from 'react';
import { DoctorPatients, type CareActionSlot, type CareKind } from '@features/patients';
import {
  ReferPatientDialog,
  RequestConsultationDialog,
  TransferPatientDialog,
} from '@features/referrals';
import { Spinner } from '@ui/spinner';

const PrescriptionForm = lazy(() =>
  import('@features/appointments/components/prescription-form').then((m) => ({
    default: m.PrescriptionForm,
  })),
);
const FilePreview = lazy(() =>
  import('@features/records/components/file-preview').then((m) => ({ default: m.FilePreview })),
);

/** The care actions this tab offers on a patient's card: one line per area (issue 18). */
const careActions: CareKind[] = [
  // Referrals and care access (issue 18)
  'refer',
  // Transfers (issue 18)
  'transfer',
  // Consultations (issue 18)
  'consult',
];

/** Each care action's dialog, from features/referrals (features do not import each other). */
const renderCareAction: CareActionSlot = ({ kind, patient, onDone }) => {
  const close = (open: boolean) => !open && onDone();
  // Referrals and care access (issue 18)
  if (kind === 'refer') return <ReferPatientDialog open onOpenChange={close} patient={patient} />;
  // Transfers (issue 18)
  if (kind === 'transfer')
    return <TransferPatientDialog open onOpenChange={close} patient={patient} />;
  // Consultations (issue 18)
  if (kind === 'consult')
    return <RequestConsultationDialog open onOpenChange={close} patient={patient} />;
  return null;
};

/**
 * The doctor portal's Patients tab (001 §2.3): the patients feature's list, with the
 * appointments feature's prescription form, the records feature's file preview and the
 * referrals feature's Refer, Transfer and Consult dialogs put in its slots.
 */
export default function DoctorPatientsTab() {
  return (
    <DoctorPatients
      careActions={careActions}
      renderCareAction={renderCareAction}
      renderPrescription={({ appointmentId, onDone }) => (
        <Suspense fallback={<Spinner className="mx-auto my-6" />}>
          <PrescriptionForm appointmentId={appointmentId} onCreated={onDone} onCancel={onDone} />
        </Suspense>
      )}
      renderFilePreview={({ record, onClose }) => (
        <Suspense fallback={null}>
          <FilePreview
            open
            onOpenChange={(open) => !open && onClose()}
            title={record.title}
            files={record.files}
          />
        </Suspense>
      )}
    />
  );
}
