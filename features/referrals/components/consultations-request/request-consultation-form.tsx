import { useIntl } from 'react-intl';
import {
  CONSULTATION_FEE_MAX,
  CONSULTATION_NOTES_MAX,
  CONSULTATION_REASON_MAX,
  consultationDurations,
  consultationTypes,
  createConsultationRequest,
  DEFAULT_CONSULTATION_DURATION,
  DEFAULT_CONSULTATION_TYPE,
  type CreateConsultationRequest,
} from '@contract/consultations';
import type { ColleagueDoctor } from '@contract/referrals';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { DialogClose, DialogFooter } from '@ui/dialog';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { Select } from '@ui/select';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useCreateConsultation } from '../../api/consultations';
import { CareTargetFields } from '../care-dialog';
import { messages, valued } from './messages';
import { typeMessages } from './type-messages';

/** `datetime-local`'s text for an ISO instant, in the browser's own time. */
const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const local = new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};
const fromLocalInput = (text: string) => {
  const d = new Date(text);
  return text && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
};

export type RequestConsultationFormProps = {
  /** The patient of the card it was opened from; else the form asks. */
  patient: { id: string; name: string } | null;
  patients: { id: string; name: string }[];
  doctors: ColleagueDoctor[];
  /** The default time offered (tomorrow at 10:00 unless stories fix it). */
  defaultTime: string;
  onDone: () => void;
};

const failed = { serverError: messages.failed, connection: messages.failed };

/** 001 §3's create payload: patient, doctor, reason, type, time, duration, fee and notes. */
export function RequestConsultationForm({
  patient,
  patients,
  doctors,
  defaultTime,
  onDone,
}: RequestConsultationFormProps) {
  const intl = useIntl();
  const create = useCreateConsultation();
  const form = useContractForm(createConsultationRequest, {
    mode: 'onSubmit',
    defaultValues: {
      patientId: patient?.id ?? '',
      doctorId: '',
      reason: '',
      type: DEFAULT_CONSULTATION_TYPE,
      scheduledTime: defaultTime,
      duration: DEFAULT_CONSULTATION_DURATION,
      notes: '',
      fee: 0,
    } satisfies CreateConsultationRequest,
    errorText: failed,
  });
  const onSubmit = form.submit(async (body) => {
    const { consultation } = await create.trigger({ body });
    toast({
      title: intl.formatMessage(valued.sent, { name: consultation.consultant.name }),
      variant: 'success',
    });
    onDone();
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <CareTargetFields
        patient={patient}
        patients={patients}
        doctors={doctors}
        doctorField="doctorId"
        doctorLabel={intl.formatMessage(messages.doctor)}
      />
      <FormField
        name="reason"
        label={intl.formatMessage(messages.reason)}
        required
        render={(field) => <Textarea {...field} rows={3} maxLength={CONSULTATION_REASON_MAX} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="type"
          label={intl.formatMessage(messages.type)}
          render={({ value, onChange, name }) => (
            <Select
              name={name}
              value={value}
              onValueChange={onChange}
              options={consultationTypes.map((t) => ({
                value: t,
                label: intl.formatMessage(typeMessages[t]),
              }))}
            />
          )}
        />
        <FormField
          name="duration"
          label={intl.formatMessage(messages.duration)}
          render={({ value, onChange, name }) => (
            <Select
              name={name}
              value={String(value)}
              onValueChange={(v) => onChange(Number(v))}
              options={consultationDurations.map((d) => ({
                value: String(d),
                label: intl.formatMessage(valued.minutes, { minutes: intl.formatNumber(d) }),
              }))}
            />
          )}
        />
        <FormField
          name="scheduledTime"
          label={intl.formatMessage(messages.scheduledTime)}
          required
          render={({ value, onChange, onBlur, name, ref }) => (
            <Input
              ref={ref}
              name={name}
              type="datetime-local"
              value={toLocalInput(value)}
              onBlur={onBlur}
              onChange={(e) => onChange(fromLocalInput(e.target.value))}
            />
          )}
        />
        <FormField
          name="fee"
          label={intl.formatMessage(messages.fee)}
          hint={intl.formatMessage(messages.feeHint)}
          render={({ value, onChange, onBlur, name, ref }) => (
            <Input
              ref={ref}
              name={name}
              type="number"
              inputMode="decimal"
              min={0}
              max={CONSULTATION_FEE_MAX}
              step="0.01"
              value={value ?? ''}
              onBlur={onBlur}
              onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
            />
          )}
        />
      </div>
      <FormField
        name="notes"
        label={intl.formatMessage(messages.notes)}
        render={(field) => <Textarea {...field} rows={2} maxLength={CONSULTATION_NOTES_MAX} />}
      />
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting || create.isMutating}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
