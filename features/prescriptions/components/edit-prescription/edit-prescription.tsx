import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { prescriptionRequest } from '@contract/appointments';
import type { PrescriptionDetail } from '@contract/prescriptions';
import { useErrorText } from '@lib/errors';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { Alert } from '@ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog';
import { ErrorState } from '@ui/error-state';
import { Field } from '@ui/field';
import { Select } from '@ui/select';
import { Spinner } from '@ui/spinner';
import { toast } from '@ui/toast';
import {
  useEditPrescription,
  useNewPrescription,
  usePrescribableAppointments,
} from '../../api/doctor';
import { messages } from './messages';

/** The body the prescription form checks and sends (the contract's request). */
export type PrescriptionBody = z.output<typeof prescriptionRequest>;

/**
 * What the Prescriptions tab hands to the prescription form (a slot: the form belongs to
 * the appointments feature, and the app puts the two together): who it is for, the
 * prescription to start from when editing, and how to send it.
 */
export type PrescriptionFormSlot = {
  patientName: string;
  initial?: PrescriptionBody;
  send: (body: PrescriptionBody) => Promise<unknown>;
  onCancel: () => void;
};
export type RenderPrescriptionForm = (slot: PrescriptionFormSlot) => ReactNode;

/** New (no prescription yet) or Edit (the one given). */
export type PrescriptionEditorTarget =
  { kind: 'new' } | { kind: 'edit'; prescription: PrescriptionDetail };

export type PrescriptionEditorProps = {
  /** Open while set. */
  target: PrescriptionEditorTarget | undefined;
  onClose: () => void;
  renderForm: RenderPrescriptionForm;
};

const bodyOf = (rx: PrescriptionDetail): PrescriptionBody => ({
  diagnosis: rx.diagnosis,
  medications: rx.medications,
  tests: rx.tests,
  advice: rx.advice,
  followUp: rx.followUp,
  allergies: rx.allergies,
  vitalSigns: rx.vitalSigns,
  validUntil: rx.validUntil,
});

function NewPrescription({ onClose, renderForm }: Omit<PrescriptionEditorProps, 'target'>) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const errorText = useErrorText();
  const selectId = useId();
  const { data, error, isLoading, mutate } = usePrescribableAppointments(true);
  const { trigger } = useNewPrescription();
  const [chosen, setChosen] = useState('');
  const appointments = data?.appointments ?? [];
  const appointment = appointments.find((a) => a.appointmentId === chosen);

  if (error && !data)
    return (
      <ErrorState
        headingLevel="h3"
        title={intl.formatMessage(messages.appointmentsFailed)}
        description={errorText(error)}
        onRetry={() => mutate()}
      />
    );
  if (isLoading || !data)
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner aria-hidden="true" />
        {intl.formatMessage(messages.loadingAppointments)}
      </p>
    );
  if (appointments.length === 0)
    return <Alert tone="info">{intl.formatMessage(messages.noAppointments)}</Alert>;

  return (
    <div className="flex flex-col gap-6">
      <Field label={intl.formatMessage(messages.appointment)} controlId={selectId} required>
        <Select
          value={chosen}
          onValueChange={setChosen}
          placeholder={intl.formatMessage(messages.appointmentPlaceholder)}
          options={appointments.map((a) => ({
            value: a.appointmentId,
            label: intl.formatMessage(messages.appointmentOption, {
              patient: a.patientName,
              date: formatDate(a.date, locale),
              reason: a.reason,
            }),
          }))}
        />
      </Field>
      {appointment
        ? renderForm({
            patientName: appointment.patientName,
            onCancel: onClose,
            send: async (body) => {
              await trigger({ body: { ...body, appointmentId: appointment.appointmentId } });
              toast({ title: intl.formatMessage(messages.created), variant: 'success' });
              onClose();
            },
          })
        : null}
    </div>
  );
}

function EditPrescription({
  prescription,
  onClose,
  renderForm,
}: Omit<PrescriptionEditorProps, 'target'> & { prescription: PrescriptionDetail }) {
  const intl = useIntl();
  const { trigger } = useEditPrescription();
  return renderForm({
    patientName: prescription.patientName,
    initial: bodyOf(prescription),
    onCancel: onClose,
    send: async (body) => {
      await trigger({ params: { id: prescription._id }, body });
      toast({ title: intl.formatMessage(messages.updated), variant: 'success' });
      onClose();
    },
  });
}

/**
 * New Prescription and Edit (001 §2.4): a dialog holding the full prescription form. New
 * is for one of the doctor's completed appointments without a prescription (ADR 0028);
 * Edit starts from the prescription as it is, and the server keeps the earlier version.
 */
export function PrescriptionEditor({ target, onClose, renderForm }: PrescriptionEditorProps) {
  const intl = useIntl();
  const editing = target?.kind === 'edit' ? target.prescription : undefined;
  return (
    <Dialog open={target !== undefined} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent size="lg" className="min-w-0">
        <DialogHeader>
          <DialogTitle>
            {editing
              ? intl.formatMessage(messages.editTitle, { number: editing.number })
              : intl.formatMessage(messages.newTitle)}
          </DialogTitle>
          <DialogDescription>
            {editing
              ? intl.formatMessage(messages.editDescription, { patient: editing.patientName })
              : intl.formatMessage(messages.newDescription)}
          </DialogDescription>
        </DialogHeader>
        {editing ? (
          <EditPrescription
            key={editing._id}
            prescription={editing}
            onClose={onClose}
            renderForm={renderForm}
          />
        ) : target ? (
          <NewPrescription onClose={onClose} renderForm={renderForm} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
