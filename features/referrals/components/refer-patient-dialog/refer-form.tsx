import { useDeferredValue, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  createReferralRequest,
  REFERRAL_ATTACHMENTS_MAX,
  referralUrgencies,
  type ColleagueDoctor,
  type CreateReferralRequest,
} from '@contract/referrals';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { DialogClose, DialogFooter } from '@ui/dialog';
import { Field } from '@ui/field';
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { RadioGroup } from '@ui/radio-group';
import { Select } from '@ui/select';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useColleagues } from '../../api/colleagues';
import { useCreateReferral, useReferablePatients } from '../../api/referrals';
import { RecordAttachments } from '../record-attachments';
import { messages, urgencyMessages, valueMessages } from './messages';

type Props = {
  patient: { id: string; name: string } | null;
  doctor: ColleagueDoctor | null;
  onDone: () => void;
};

/** The Refer Patient form over the contract's schema; the server's field errors land on theirs. */
export function ReferForm({ patient, doctor, onDone }: Props) {
  const intl = useIntl();
  const create = useCreateReferral();
  const form = useContractForm(createReferralRequest, {
    defaultValues: {
      patientId: patient?.id ?? '',
      toDoctorId: doctor?.id ?? '',
      reason: '',
      urgency: 'normal',
      notes: '',
      attachments: [],
      referralType: '',
    } satisfies CreateReferralRequest,
  });
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const found = useColleagues({ q: deferred, category: 'doctors' });
  const patients = useReferablePatients(patient === null);
  const patientId = form.watch('patientId');
  const attachments = form.watch('attachments') ?? [];
  const attachError = form.formState.errors.attachments as FieldError | undefined;

  const doctors = found.data?.doctors ?? [];
  const options = (
    doctor && !doctors.some((d) => d.id === doctor.id) ? [doctor, ...doctors] : doctors
  ).map((d) => ({
    value: d.id,
    label: d.name,
    hint: d.hospital
      ? intl.formatMessage(valueMessages.doctorDetail, {
          specialty: d.specialty,
          hospital: d.hospital,
        })
      : d.specialty,
  }));

  const onSubmit = form.submit(async (body) => {
    const { referral } = await create.trigger({ body });
    toast({
      variant: 'success',
      title: intl.formatMessage(valueMessages.sent, { doctor: referral.toDoctorName }),
    });
    onDone();
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {patient === null ? (
        <FormField
          name="patientId"
          label={intl.formatMessage(messages.patient)}
          required
          render={({ value, onChange, ref, name }) => (
            <Select
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              placeholder={intl.formatMessage(messages.patientPlaceholder)}
              options={(patients ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          )}
        />
      ) : null}
      <Field
        label={intl.formatMessage(messages.doctorSearch)}
        hint={intl.formatMessage(messages.doctorHint)}
      >
        <Input
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={intl.formatMessage(messages.doctorSearchPlaceholder)}
          autoComplete="off"
        />
      </Field>
      <FormField
        name="toDoctorId"
        label={intl.formatMessage(messages.doctor)}
        required
        render={({ value, onChange, ref, name }) =>
          options.length > 0 ? (
            <RadioGroup
              ref={ref}
              name={name}
              value={value}
              onValueChange={onChange}
              options={options}
              className="max-h-64 overflow-y-auto"
            />
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {intl.formatMessage(found.data ? messages.noDoctors : messages.searching)}
            </p>
          )
        }
      />
      <FormField
        name="reason"
        label={intl.formatMessage(messages.reason)}
        required
        render={(field) => <Textarea {...field} rows={3} />}
      />
      <FormField
        name="urgency"
        label={intl.formatMessage(messages.urgency)}
        render={({ value, onChange, ref, name }) => (
          <Select
            ref={ref}
            name={name}
            value={value}
            onValueChange={onChange}
            options={referralUrgencies.map((u) => ({
              value: u,
              label: intl.formatMessage(urgencyMessages[u]),
            }))}
          />
        )}
      />
      <FormField
        name="notes"
        label={intl.formatMessage(messages.notes)}
        render={(field) => <Textarea {...field} rows={2} />}
      />
      <RecordAttachments
        patientId={patientId || null}
        value={attachments}
        onChange={(ids) => form.setValue('attachments', ids, { shouldValidate: true })}
        max={REFERRAL_ATTACHMENTS_MAX}
        error={attachError ? form.describeError(attachError) : undefined}
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
