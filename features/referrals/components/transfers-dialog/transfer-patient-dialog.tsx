import { useIntl } from 'react-intl';
import { nepalToday } from '@lib/format';
import { Alert } from '@ui/alert';
import { CareDialog, CareFormData } from '../care-dialog';
import { messages, valued } from './messages';
import { TransferForm } from './transfer-form';

export type TransferPatientDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The patient of the card it was opened from; null asks which of the caller's patients. */
  patient?: { id: string; name: string } | null;
  /** A doctor or hospital chosen in the search panel. */
  initial?: { doctorId?: string; hospitalId?: string };
  /** Today in Nepal, YYYY-MM-DD (stories fix it). */
  today?: string;
};

/**
 * The Transfer Patient dialog (001 §2.3, §2.7): opens with the warning that a transfer
 * moves the patient permanently, then the Initiate Transfer form. Exported for the patient
 * card (composed in app/) and used by the Transfers tab.
 */
export function TransferPatientDialog({
  open,
  onOpenChange,
  patient = null,
  initial = {},
  today,
}: TransferPatientDialogProps) {
  const intl = useIntl();
  return (
    <CareDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        patient
          ? intl.formatMessage(valued.titleOf, { name: patient.name })
          : intl.formatMessage(messages.title)
      }
      description={intl.formatMessage(messages.warningTitle)}
      note={
        <Alert tone="warning" role="note">
          <p className="font-semibold">{intl.formatMessage(messages.warningTitle)}</p>
          <p className="font-normal">{intl.formatMessage(messages.warning)}</p>
        </Alert>
      }
    >
      <CareFormData
        patient={patient}
        category="all"
        failedText={intl.formatMessage(messages.loadFailed)}
      >
        {({ colleagues, patients }) => (
          <TransferForm
            key={`${initial.doctorId ?? ''}-${initial.hospitalId ?? ''}`}
            patient={patient}
            patients={patients}
            colleagues={colleagues}
            initial={initial}
            today={today ?? nepalToday()}
            onDone={() => onOpenChange(false)}
          />
        )}
      </CareFormData>
    </CareDialog>
  );
}
