import { useIntl } from 'react-intl';
import { CareDialog, CareFormData } from '../care-dialog';
import { messages, valued } from './messages';
import { RequestConsultationForm } from './request-consultation-form';

export type RequestConsultationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The patient of the card it was opened from; null asks which of the caller's patients. */
  patient?: { id: string; name: string } | null;
  /** The time offered first, ISO (stories fix it); tomorrow at 10:00 by default. */
  defaultTime?: string;
};

const tomorrowAtTen = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(10, 0, 0, 0);
  return d.toISOString();
};

/**
 * The Request Consultation dialog (001 §2.3, §2.6): exported for the patient card
 * (composed in app/) and used as the Consultations tab's schedule modal.
 */
export function RequestConsultationDialog({
  open,
  onOpenChange,
  patient = null,
  defaultTime,
}: RequestConsultationDialogProps) {
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
      description={intl.formatMessage(messages.intro)}
    >
      <CareFormData patient={patient} category="doctors">
        {({ colleagues, patients }) => (
          <RequestConsultationForm
            patient={patient}
            patients={patients}
            doctors={colleagues.doctors}
            defaultTime={defaultTime ?? tomorrowAtTen()}
            onDone={() => onOpenChange(false)}
          />
        )}
      </CareFormData>
    </CareDialog>
  );
}
