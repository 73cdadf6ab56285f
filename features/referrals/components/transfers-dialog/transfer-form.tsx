import { useWatch, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { ColleaguesData } from '@contract/referrals';
import {
  createTransferRequest,
  MAX_TRANSFER_ATTACHMENTS,
  TRANSFER_DURATION_MAX,
  TRANSFER_NOTES_MAX,
  TRANSFER_REASON_MAX,
  TRANSFER_SPECIALTY_MAX,
  TRANSFER_SUMMARY_MAX,
  transferUrgencies,
  type CreateTransferRequest,
} from '@contract/transfers';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { DialogClose, DialogFooter } from '@ui/dialog';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useCreateTransfer } from '../../api/transfers';
import { CareTargetFields } from '../care-dialog';
import { RecordAttachments } from '../record-attachments';
import { messages, valued, urgencyMessages } from './messages';

/** A refusal about the patient is the form's (the patient may be fixed, with no field shown). */
const fieldOf = (field: string) =>
  field === 'patientId' ? undefined : (field as keyof CreateTransferRequest);

export type TransferFormProps = {
  /** The patient, when the dialog was opened from their card; else the form asks. */
  patient: { id: string; name: string } | null;
  /** The caller's patients to choose from when `patient` is null. */
  patients: { id: string; name: string }[];
  colleagues: ColleaguesData;
  initial: { doctorId?: string; hospitalId?: string };
  today: string;
  onDone: () => void;
};

/** The Initiate Transfer form (001 §3): target, specialty, reason and the clinical details. */
export function TransferForm({
  patient,
  patients,
  colleagues,
  initial,
  today,
  onDone,
}: TransferFormProps) {
  const intl = useIntl();
  const create = useCreateTransfer();
  const preset = colleagues.doctors.find((d) => d.id === initial.doctorId);
  const form = useContractForm(createTransferRequest, {
    mode: 'onSubmit',
    defaultValues: {
      patientId: patient?.id ?? '',
      targetDoctorId: initial.doctorId ?? '',
      targetHospitalId: initial.hospitalId ?? '',
      requiredSpecialty: preset?.specialty ?? '',
      reason: '',
      urgency: 'normal',
      medicalSummary: '',
      expectedTransferDate: null,
      estimatedDuration: '',
      notes: '',
      attachments: [],
    } satisfies CreateTransferRequest,
    errorText: { serverError: messages.failed, connection: messages.failed },
    fieldOf,
  });
  const patientId = useWatch({ control: form.control, name: 'patientId' });
  const attachments = useWatch({ control: form.control, name: 'attachments' }) ?? [];
  const attachError = form.formState.errors.attachments as FieldError | undefined;
  const onSubmit = form.submit(async (body) => {
    const sent = await create.trigger({ body });
    toast({
      title: intl.formatMessage(valued.sent, {
        name: sent.patientName,
        doctor: sent.targetDoctorName,
      }),
      variant: 'success',
    });
    onDone();
  });
  const chosen = patient ?? patients.find((p) => p.id === patientId) ?? null;

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <CareTargetFields
        patient={patient}
        patients={patients}
        doctors={colleagues.doctors}
        doctorField="targetDoctorId"
        doctorLabel={intl.formatMessage(messages.targetDoctor)}
        onDoctorChosen={(doctor) => {
          if (!form.getValues('requiredSpecialty'))
            form.setValue('requiredSpecialty', doctor.specialty);
        }}
        hospitals={colleagues.hospitals}
        hospitalField="targetHospitalId"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="requiredSpecialty"
          label={intl.formatMessage(messages.requiredSpecialty)}
          required
          render={(field) => <Input {...field} maxLength={TRANSFER_SPECIALTY_MAX} />}
        />
        <FormField
          name="urgency"
          label={intl.formatMessage(messages.urgency)}
          render={({ value, onChange, name }) => (
            <Select
              name={name}
              value={value}
              onValueChange={onChange}
              options={transferUrgencies.map((u) => ({
                value: u,
                label: intl.formatMessage(urgencyMessages[u]),
              }))}
            />
          )}
        />
      </div>
      <FormField
        name="reason"
        label={intl.formatMessage(messages.reason)}
        required
        render={(field) => <Textarea {...field} rows={3} maxLength={TRANSFER_REASON_MAX} />}
      />
      <FormField
        name="medicalSummary"
        label={intl.formatMessage(messages.medicalSummary)}
        render={(field) => <Textarea {...field} rows={3} maxLength={TRANSFER_SUMMARY_MAX} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="expectedTransferDate"
          label={intl.formatMessage(messages.expectedDate)}
          render={({ value, onChange, ...field }) => (
            <Input
              {...field}
              type="date"
              min={today}
              value={value ?? ''}
              onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
            />
          )}
        />
        <FormField
          name="estimatedDuration"
          label={intl.formatMessage(messages.estimatedDuration)}
          hint={intl.formatMessage(messages.durationHint)}
          render={(field) => <Input {...field} maxLength={TRANSFER_DURATION_MAX} />}
        />
      </div>
      <FormField
        name="notes"
        label={intl.formatMessage(messages.notes)}
        render={(field) => <Textarea {...field} rows={2} maxLength={TRANSFER_NOTES_MAX} />}
      />
      <RecordAttachments
        patientId={patientId || null}
        value={attachments}
        onChange={(ids) => form.setValue('attachments', ids, { shouldValidate: true })}
        max={MAX_TRANSFER_ATTACHMENTS}
        error={attachError ? form.describeError(attachError) : undefined}
      />
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" variant="danger" loading={create.isMutating}>
          {chosen
            ? intl.formatMessage(valued.titleOf, { name: chosen.name })
            : intl.formatMessage(messages.submit)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
