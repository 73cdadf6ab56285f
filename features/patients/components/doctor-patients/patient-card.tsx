import { useId, useState, type ReactNode } from 'react';
import {
  Check,
  Droplet,
  FilePen,
  FolderOpen,
  Mail,
  Phone,
  Siren,
  Stethoscope,
  X,
  CalendarDays,
  Hash,
  Files,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import type { DoctorPatient } from '@contract/patients';
import { isApiError } from '@lib/api';
import { useErrorText } from '@lib/errors';
import { formatDate, formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { toast, type ToastOptions } from '@ui/toast';
import { useAcceptPatient, useMarkCritical, useRejectPatient } from '../../api';
import { CareActionButtons, type CareKind } from './care-actions';
import { careMessages } from './care-messages';
import { cardMessages as messages } from './messages';
import { ReferralBlock } from './referral-block';

export type PatientCardProps = {
  patient: DoctorPatient;
  onViewRecords: (patient: DoctorPatient) => void;
  /** Present when the app offers the prescription form and there is a visit to prescribe for. */
  onPrescribe?: (patient: DoctorPatient) => void;
  /** The care actions the app offers (Refer, Transfer, Consult), once the patient is theirs. */
  careActions?: readonly CareKind[];
  onCareAction?: (kind: CareKind, patient: DoctorPatient) => void;
};

/** One fact: a small icon and label over the value, inside the card's `<dl>`. */
function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
        <span aria-hidden className="contents">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="ps-5.5 text-sm break-words text-foreground">{children}</dd>
    </div>
  );
}

const genderMessage = { Male: messages.male, Female: messages.female, Other: messages.other };

/**
 * One of the doctor's patients (001 §2.3, §3): who, how to reach them, their visits and
 * condition, and what the doctor can do: Accept or Reject a patient pending acceptance;
 * otherwise View Records, Prescribe, the care actions (Refer, Transfer, Consult) and the
 * critical mark; the referral block when referred to or by a colleague.
 */
export function PatientCard({
  patient,
  onViewRecords,
  onPrescribe,
  careActions = [],
  onCareAction,
}: PatientCardProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const headingId = useId();
  const errorText = useErrorText();
  const accept = useAcceptPatient();
  const reject = useRejectPatient();
  const critical = useMarkCritical();
  const [confirmReject, setConfirmReject] = useState(false);
  const pending = patient.status === 'pending-acceptance';
  const busy = accept.isMutating || reject.isMutating;
  const { name } = patient;

  /** 001 §8's words; a refusal the server explains adds its own. */
  const failure = (title: string, error: unknown): ToastOptions => ({
    variant: 'error',
    title,
    description:
      isApiError(error) && error.status >= 400 && error.status < 500 ? errorText(error) : undefined,
  });

  async function decide(kind: 'accept' | 'reject') {
    const id = patient.pendingAppointmentId;
    if (!id || busy) return;
    try {
      if (kind === 'accept') await accept.trigger({ params: { id } });
      else await reject.trigger({ params: { id }, body: { status: 'cancelled' } });
      toast({
        variant: 'success',
        title: intl.formatMessage(kind === 'accept' ? messages.accepted : messages.rejected),
      });
    } catch (error) {
      toast(
        failure(
          intl.formatMessage(kind === 'accept' ? messages.acceptFailed : messages.rejectFailed),
          error,
        ),
      );
    }
  }

  async function toggleCritical() {
    const next = !patient.critical;
    try {
      await critical.trigger({ params: { patientId: patient.id }, body: { critical: next } });
      toast({
        variant: 'success',
        title: intl.formatMessage(next ? messages.markedCritical : messages.unmarkedCritical, {
          name,
        }),
      });
    } catch (error) {
      toast(failure(intl.formatMessage(messages.criticalFailed), error));
    }
  }

  const ageText =
    patient.age === null
      ? null
      : patient.gender
        ? intl.formatMessage(messages.ageGender, {
            age: formatNumber(patient.age, locale),
            gender: intl.formatMessage(genderMessage[patient.gender]),
          })
        : intl.formatMessage(messages.age, { age: formatNumber(patient.age, locale) });

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {name}
          </h3>
          {ageText ? <p className="text-sm text-muted-foreground">{ageText}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {patient.critical ? (
            <Badge variant="danger" size="lg">
              <Siren aria-hidden />
              {intl.formatMessage(messages.critical)}
            </Badge>
          ) : null}
          <Badge
            variant={pending ? 'warning' : patient.status === 'referred' ? 'info' : 'success'}
            size="lg"
          >
            {intl.formatMessage(
              pending
                ? messages.statusPending
                : patient.status === 'referred'
                  ? careMessages.statusReferred
                  : messages.statusMine,
            )}
          </Badge>
        </div>
      </header>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail icon={<Phone />} label={intl.formatMessage(messages.phone)}>
          <a
            href={`tel:${patient.phone.replace(/[\s-]/g, '')}`}
            className="inline-flex min-h-touch items-center text-primary underline-offset-4 focus-ring hover:underline"
          >
            {patient.phone}
          </a>
        </Detail>
        <Detail icon={<Mail />} label={intl.formatMessage(messages.email)}>
          {patient.email}
        </Detail>
        <Detail icon={<CalendarDays />} label={intl.formatMessage(messages.lastVisit)}>
          {patient.lastVisit
            ? formatDate(patient.lastVisit, locale)
            : intl.formatMessage(messages.noVisits)}
        </Detail>
        <Detail icon={<Hash />} label={intl.formatMessage(messages.totalVisits)}>
          {formatNumber(patient.totalVisits, locale)}
        </Detail>
        {patient.bloodGroup ? (
          <Detail icon={<Droplet />} label={intl.formatMessage(messages.bloodGroup)}>
            {patient.bloodGroup}
          </Detail>
        ) : null}
        {patient.condition ? (
          <Detail icon={<Stethoscope />} label={intl.formatMessage(messages.condition)}>
            {patient.condition}
          </Detail>
        ) : null}
        <Detail icon={<Files />} label={intl.formatMessage(messages.records)}>
          {patient.recordsCount === null
            ? intl.formatMessage(messages.recordsClosed)
            : formatNumber(patient.recordsCount, locale)}
        </Detail>
      </dl>
      {patient.referral ? <ReferralBlock referral={patient.referral} /> : null}

      <div
        role="group"
        aria-label={intl.formatMessage(messages.actions, { name })}
        className="flex flex-wrap gap-2"
      >
        {pending ? (
          <>
            <Button
              loading={accept.isMutating}
              aria-disabled={busy || undefined}
              aria-describedby={headingId}
              onClick={() => void decide('accept')}
            >
              {accept.isMutating ? null : <Check aria-hidden />}
              {intl.formatMessage(messages.accept)}
            </Button>
            <Button
              variant="outline"
              loading={reject.isMutating}
              aria-disabled={busy || undefined}
              aria-describedby={headingId}
              onClick={() => !busy && setConfirmReject(true)}
            >
              {reject.isMutating ? null : <X aria-hidden />}
              {intl.formatMessage(messages.reject)}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              aria-describedby={headingId}
              onClick={() => onViewRecords(patient)}
            >
              <FolderOpen aria-hidden />
              {intl.formatMessage(messages.viewRecords)}
            </Button>
            {onPrescribe ? (
              <Button
                variant="outline"
                aria-describedby={headingId}
                onClick={() => onPrescribe(patient)}
              >
                <FilePen aria-hidden />
                {intl.formatMessage(messages.prescribe)}
              </Button>
            ) : null}
            {onCareAction ? (
              <CareActionButtons
                kinds={careActions}
                describedBy={headingId}
                onChoose={(kind) => onCareAction(kind, patient)}
              />
            ) : null}
          </>
        )}
        <Button
          variant="ghost"
          loading={critical.isMutating}
          aria-pressed={patient.critical}
          aria-describedby={headingId}
          onClick={() => void toggleCritical()}
        >
          {critical.isMutating ? null : <Siren aria-hidden />}
          {intl.formatMessage(patient.critical ? messages.unmarkCritical : messages.markCritical)}
        </Button>
      </div>

      <ConfirmDialog
        open={confirmReject}
        onOpenChange={setConfirmReject}
        tone="danger"
        title={intl.formatMessage(messages.rejectTitle, { name })}
        description={intl.formatMessage(messages.rejectDescription)}
        confirmLabel={intl.formatMessage(messages.reject)}
        cancelLabel={intl.formatMessage(messages.rejectKeep)}
        onConfirm={() => decide('reject')}
      />
    </article>
  );
}
