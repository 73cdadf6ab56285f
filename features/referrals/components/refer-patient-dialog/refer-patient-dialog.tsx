import { useIntl } from 'react-intl';
import type { ColleagueDoctor } from '@contract/referrals';
import { CareDialog } from '../care-dialog';
import { messages, valueMessages } from './messages';
import { ReferForm } from './refer-form';

export type ReferPatientDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The patient from their card; without it the form asks which of the caller's patients. */
  patient?: { id: string; name: string } | null;
  /** A doctor chosen in the search panel, preselected. */
  doctor?: ColleagueDoctor | null;
};

/**
 * Refer Patient (001 §2.3, §2.5): a colleague, a reason (both required: the §5 message),
 * urgency, notes and records to share. The receiver accepts or declines in their tab.
 */
export function ReferPatientDialog({
  open,
  onOpenChange,
  patient,
  doctor,
}: ReferPatientDialogProps) {
  const intl = useIntl();
  return (
    <CareDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.title)}
      description={
        patient
          ? intl.formatMessage(valueMessages.description, { name: patient.name })
          : intl.formatMessage(messages.descriptionAny)
      }
    >
      <ReferForm
        patient={patient ?? null}
        doctor={doctor ?? null}
        onDone={() => onOpenChange(false)}
      />
    </CareDialog>
  );
}
