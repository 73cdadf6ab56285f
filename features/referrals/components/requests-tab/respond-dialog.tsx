import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  RESPONSE_MESSAGE_MAX,
  respondToCareRequestOn,
  type CareRequest,
  type RespondToCareRequest,
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
import { useRespondToRequest } from '../../api/requests';
import { messages, valued, typeMessages } from './messages';

export type RespondMode = 'respond' | 'reschedule';

export type RespondDialogProps = {
  /** The request answered, and whether it is a first answer or a move of its appointment. */
  target: { request: CareRequest; mode: RespondMode } | null;
  onOpenChange: (open: boolean) => void;
  /** Today in Nepal, YYYY-MM-DD: the earliest date offered and accepted. */
  today: string;
};

/** 001 §2.8's response modal: accept with a date and time, reject with a message, or move. */
export function RespondDialog({ target, onOpenChange, today }: RespondDialogProps) {
  const intl = useIntl();
  const name = target?.request.requesterName ?? '';
  const moving = target?.mode === 'reschedule';
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {intl.formatMessage(moving ? valued.rescheduleTitle : valued.respondTitle, {
              name,
            })}
          </DialogTitle>
          <DialogDescription>
            {target
              ? intl.formatMessage(valued.kindAndTitle, {
                  type: intl.formatMessage(typeMessages[target.request.type]),
                  title: target.request.title,
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <RespondForm
            key={`${target.request._id}-${target.mode}`}
            request={target.request}
            mode={target.mode}
            today={today}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RespondForm({
  request,
  mode,
  today,
  onDone,
}: {
  request: CareRequest;
  mode: RespondMode;
  today: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const respond = useRespondToRequest();
  const schema = useMemo(() => respondToCareRequestOn(today), [today]);
  const booked = request.scheduledAppointment;
  const form = useContractForm(schema, {
    mode: 'onSubmit',
    defaultValues: {
      action: mode === 'reschedule' ? 'reschedule' : 'accept',
      scheduledDate:
        booked?.date ?? (request.preferredDate >= today ? request.preferredDate : today),
      scheduledTime: booked?.startTime ?? request.preferredTime,
      message: '',
      notes: '',
    } satisfies RespondToCareRequest,
  });
  const action = useWatch({ control: form.control, name: 'action' });
  const dated = action !== 'reject';

  const onSubmit = form.submit(async (body) => {
    await respond.trigger({ params: { id: request._id }, body });
    const done =
      body.action === 'accept'
        ? valued.accepted
        : body.action === 'reject'
          ? valued.rejected
          : valued.moved;
    toast({ title: intl.formatMessage(done, { name: request.requesterName }), variant: 'success' });
    onDone();
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {mode === 'respond' ? (
        <FormField
          name="action"
          label={intl.formatMessage(messages.action)}
          required
          render={({ value, onChange, name }) => (
            <RadioGroup
              name={name}
              value={value}
              onValueChange={(next) => {
                onChange(next);
                form.clearErrors();
              }}
              options={[
                { value: 'accept', label: intl.formatMessage(messages.accept) },
                { value: 'reject', label: intl.formatMessage(messages.reject) },
              ]}
            />
          )}
        />
      ) : null}
      {dated ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="scheduledDate"
            label={intl.formatMessage(messages.scheduledDate)}
            required
            render={(field) => (
              <Input {...field} value={field.value ?? ''} type="date" min={today} />
            )}
          />
          <FormField
            name="scheduledTime"
            label={intl.formatMessage(messages.scheduledTime)}
            hint={intl.formatMessage(messages.timeHint)}
            required
            render={(field) => (
              <Input {...field} value={field.value ?? ''} type="time" step={1800} />
            )}
          />
        </div>
      ) : null}
      <FormField
        name="message"
        label={intl.formatMessage(messages.message)}
        render={(field) => <Textarea {...field} rows={3} maxLength={RESPONSE_MESSAGE_MAX} />}
      />
      {mode === 'respond' ? (
        <FormField
          name="notes"
          label={intl.formatMessage(messages.notes)}
          render={(field) => <Textarea {...field} rows={2} maxLength={RESPONSE_MESSAGE_MAX} />}
        />
      ) : null}
      <FormRootError />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{intl.formatMessage(messages.cancel)}</Button>
        </DialogClose>
        <Button type="submit" loading={form.formState.isSubmitting || respond.isMutating}>
          {intl.formatMessage(mode === 'reschedule' ? messages.moveSend : messages.send)}
        </Button>
      </DialogFooter>
    </Form>
  );
}
