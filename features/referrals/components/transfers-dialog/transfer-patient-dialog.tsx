import { useIntl } from 'react-intl';
import { useApiQuery } from '@lib/data';
import { Alert } from '@ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { Skeleton } from '@ui/skeleton';
import { messages, valued } from './messages';
import { nepalToday } from '@lib/format';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {patient
              ? intl.formatMessage(valued.titleOf, { name: patient.name })
              : intl.formatMessage(messages.title)}
          </DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.warningTitle)}</DialogDescription>
        </DialogHeader>
        <Alert tone="warning" role="note">
          <p className="font-semibold">{intl.formatMessage(messages.warningTitle)}</p>
          <p className="font-normal">{intl.formatMessage(messages.warning)}</p>
        </Alert>
        {open ? (
          <Loaded
            patient={patient}
            initial={initial}
            today={today ?? nepalToday()}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Loaded({
  patient,
  initial,
  today,
  onDone,
}: {
  patient: { id: string; name: string } | null;
  initial: { doctorId?: string; hospitalId?: string };
  today: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const colleagues = useApiQuery(
    'careColleagues',
    { query: { q: '', category: 'all' } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const mine = useApiQuery(
    'doctorPatients',
    patient ? null : { query: { limit: 50, sort: 'name' } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (colleagues.error || mine.error)
    return (
      <p role="alert" className="text-danger">
        {intl.formatMessage(messages.loadFailed)}
      </p>
    );
  if (!colleagues.data || (!patient && !mine.data))
    return (
      <div aria-busy="true">
        <Skeleton className="h-64" />
      </div>
    );
  const patients = (mine.data?.items ?? [])
    .filter((p) => p.status === 'my-patient')
    .map((p) => ({ id: p.id, name: p.name }));
  return (
    <TransferForm
      key={`${initial.doctorId ?? ''}-${initial.hospitalId ?? ''}`}
      patient={patient}
      patients={patients}
      colleagues={colleagues.data}
      initial={initial}
      today={today}
      onDone={onDone}
    />
  );
}
