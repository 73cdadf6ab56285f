import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Appointment } from '@contract/appointments';
import {
  DESCRIPTION_MAX,
  careRequestUrgencies,
  createCareRequestOn,
  type CreateCareRequest,
} from '@contract/care-requests';
import { useContractForm } from '@lib/forms';
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
import { Form, FormField, FormRootError } from '@ui/form';
import { Input } from '@ui/input';
import { RadioGroup } from '@ui/radio-group';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useCreateCareRequest } from '../../api/care-requests';
import { messages, valued } from './messages';
import { SecondOpinionDoctor } from './second-opinion-doctor';

export type AskKind = 'follow-up' | 'second-opinion';

export type FollowUpRequestDialogProps = {
  appointment: Appointment;
  /** Which ask is open, or null when the dialog is closed. */
  kind: AskKind | null;
  onOpenChange: (open: boolean) => void;
  /** Today in Nepal, YYYY-MM-DD: the earliest preferred date. */
  today: string;
};

/** The patient asks the doctor of a completed visit for a follow-up or a second opinion. */
export function FollowUpRequestDialog({
  appointment,
  kind,
  onOpenChange,
  today,
}: FollowUpRequestDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={kind !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(
              kind === 'second-opinion' ? messages.secondOpinionTitle : messages.followUpTitle,
            )}
          </DialogTitle>
          <DialogDescription>
            {kind === 'second-opinion'
              ? intl.formatMessage(messages.secondOpinionIntro)
              : intl.formatMessage(valued.intro, { doctor: appointment.doctor.fullName })}
          </DialogDescription>
        </DialogHeader>
        {kind ? (
          <AskForm
            key={kind}
            appointment={appointment}
            kind={kind}
            today={today}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AskForm({
  appointment,
  kind,
  today,
  onDone,
}: {
  appointment: Appointment;
  kind: AskKind;
  today: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const create = useCreateCareRequest();
  const schema = useMemo(() => createCareRequestOn(today), [today]);
  const form = useContractForm(schema, {
    mode: 'onSubmit',
    defaultValues: {
      type: kind,
      preferredDate: today,
      preferredTime: appointment.timeSlot.startTime,
      description: '',
      urgency: 'normal',
    } satisfies CreateCareRequest,
  });
  const onSubmit = form.submit(async (body) => {
    const { request } = await create.trigger({ params: { id: appointment._id }, body });
    toast({
      title: intl.formatMessage(valued.sent, { doctor: request.doctorName }),
      variant: 'success',
    });
    onDone();
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {kind === 'second-opinion' ? (
        <SecondOpinionDoctor
          visitDoctor={{ id: appointment.doctor._id, name: appointment.doctor.fullName }}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="preferredDate"
          label={intl.formatMessage(messages.preferredDate)}
          required
          render={(field) => <Input {...field} type="date" min={today} />}
        />
        <FormField
          name="preferredTime"
          label={intl.formatMessage(messages.preferredTime)}
          required
          render={(field) => <Input {...field} type="time" />}
        />
      </div>
      <FormField
        name="urgency"
        label={intl.formatMessage(messages.urgency)}
        render={({ value, onChange, name }) => (
          <RadioGroup
            name={name}
            value={value}
            onValueChange={onChange}
            orientation="horizontal"
            options={careRequestUrgencies.map((u) => ({
              value: u,
              label: intl.formatMessage(messages[u]),
            }))}
          />
        )}
      />
      <FormField
        name="description"
        label={intl.formatMessage(messages.description)}
        required
        render={(field) => <Textarea {...field} rows={4} maxLength={DESCRIPTION_MAX} />}
      />
      <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.consent)}</p>
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting || create.isMutating}>
          {intl.formatMessage(messages.send)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
