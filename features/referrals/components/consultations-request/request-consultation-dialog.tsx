import { useIntl } from 'react-intl';
import { useApiQuery } from '@lib/data';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { Skeleton } from '@ui/skeleton';
import { useColleagues } from '../../api/colleagues';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {patient
              ? intl.formatMessage(valued.titleOf, { name: patient.name })
              : intl.formatMessage(messages.title)}
          </DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.intro)}</DialogDescription>
        </DialogHeader>
        {open ? (
          <Loaded
            patient={patient}
            defaultTime={defaultTime ?? tomorrowAtTen()}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Loaded({
  patient,
  defaultTime,
  onDone,
}: {
  patient: { id: string; name: string } | null;
  defaultTime: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const colleagues = useColleagues({ q: '', category: 'doctors' });
  const mine = useApiQuery(
    'doctorPatients',
    patient ? null : { query: { limit: 50, sort: 'name' } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  if (colleagues.failed || mine.error)
    return (
      <p role="alert" className="text-danger">
        {intl.formatMessage(messages.loadFailed)}
      </p>
    );
  if (!colleagues.data || (!patient && !mine.data))
    return (
      <div aria-busy="true">
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage(messages.loading)}
        </p>
        <Skeleton className="h-64" />
      </div>
    );
  const patients = (mine.data?.items ?? [])
    .filter((p) => p.status === 'my-patient')
    .map((p) => ({ id: p.id, name: p.name }));
  return (
    <RequestConsultationForm
      patient={patient}
      patients={patients}
      doctors={colleagues.data.doctors}
      defaultTime={defaultTime}
      onDone={onDone}
    />
  );
}
