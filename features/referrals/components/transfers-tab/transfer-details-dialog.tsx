import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Transfer } from '@contract/transfers';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@ui/dialog';
import { genderMessages, messages, statusMessages, urgencyMessages } from './messages';
import { statusVariant, urgencyVariant } from './transfer-card';

export type TransferDetailsDialogProps = {
  transfer: Transfer | null;
  onOpenChange: (open: boolean) => void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-foreground whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** 001 §2.7's Transfer Details modal: every field of §3's transfer. */
export function TransferDetailsDialog({ transfer: t, onOpenChange }: TransferDetailsDialogProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const f = (m: keyof typeof messages) => intl.formatMessage(messages[m]);
  const none = f('none');
  return (
    <Dialog open={t !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{f('detailsTitle')}</DialogTitle>
          <DialogDescription>{t?.patientName}</DialogDescription>
        </DialogHeader>
        {t ? (
          <dl className="flex flex-col gap-3">
            <Row label={f('status')}>
              <Badge variant={statusVariant[t.status]}>
                {intl.formatMessage(statusMessages[t.status])}
              </Badge>
            </Row>
            <Row label={f('patient')}>{t.patientName}</Row>
            <Row label={f('age')}>{t.patientAge ?? none}</Row>
            <Row label={f('gender')}>
              {t.patientGender ? intl.formatMessage(genderMessages[t.patientGender]) : none}
            </Row>
            <Row label={f('fromDoctor')}>{t.fromDoctorName}</Row>
            <Row label={f('fromHospital')}>{t.fromHospitalName ?? none}</Row>
            <Row label={f('targetDoctor')}>{t.targetDoctorName}</Row>
            <Row label={f('targetHospital')}>{t.targetHospitalName}</Row>
            <Row label={f('requiredSpecialty')}>{t.requiredSpecialty}</Row>
            <Row label={f('reason')}>{t.reason}</Row>
            <Row label={f('urgency')}>
              <Badge variant={urgencyVariant[t.urgency]}>
                {intl.formatMessage(urgencyMessages[t.urgency])}
              </Badge>
            </Row>
            <Row label={f('medicalSummary')}>{t.medicalSummary || none}</Row>
            <Row label={f('expectedDate')}>
              {t.expectedTransferDate ? formatDate(t.expectedTransferDate, locale) : none}
            </Row>
            <Row label={f('estimatedDuration')}>{t.estimatedDuration || none}</Row>
            <Row label={f('notes')}>{t.notes || none}</Row>
            <Row label={f('responseMessage')}>{t.responseMessage ?? none}</Row>
            <Row label={f('actualDate')}>
              {t.actualTransferDate ? formatDate(t.actualTransferDate, locale) : none}
            </Row>
            <Row label={f('createdAt')}>{formatDate(t.createdAt, locale)}</Row>
            <Row label={f('attachments')}>
              {t.attachments.length > 0 ? (
                <ul className="list-disc ps-5">
                  {t.attachments.map((a) => (
                    <li key={a.id}>{a.title}</li>
                  ))}
                </ul>
              ) : (
                none
              )}
            </Row>
          </dl>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{f('close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
