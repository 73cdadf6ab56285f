import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  CONSULTATION_MESSAGE_MAX,
  sendConsultationMessageRequest,
  type Consultation,
} from '@contract/consultations';
import { useErrorText } from '@lib/errors';
import { useContractForm } from '@lib/forms';
import { Button } from '@ui/button';
import { ErrorState } from '@ui/error-state';
import { Form, FormField, FormRootError } from '@ui/form';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { Textarea } from '@ui/textarea';
import { useConsultationMessages, useSendConsultationMessage } from '../../api/consultations';
import { messages, valued } from './messages';
import { timeOf } from './when';

const sendFailed = { serverError: messages.sendFailed, connection: messages.sendFailed };

/**
 * A consultation's chat: the messages oldest first with sender and time, new ones from the
 * other doctor arriving live, and a composer while it is scheduled or in progress. A
 * message that could not be sent stays in the composer with the reason.
 */
export function ChatPanel({ consultation }: { consultation: Consultation }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error, mutate } = useConsultationMessages(consultation.id);
  const open = consultation.status === 'scheduled' || consultation.status === 'in-progress';
  const end = useRef<HTMLLIElement>(null);
  const count = data?.messages.length ?? 0;
  // A block body: the effect must return nothing, and Chromium's scrollIntoView returns a
  // promise, which React would call as the cleanup ("destroy is not a function").
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  let list;
  if (error && !data)
    list = (
      <ErrorState
        headingLevel="h3"
        title={intl.formatMessage(messages.chatLoadFailed)}
        description={errorText(error)}
        onRetry={() => mutate()}
      />
    );
  else if (!data)
    list = (
      <div aria-busy="true">
        <p role="status" className="text-muted-foreground">
          {intl.formatMessage(messages.chatLoading)}
        </p>
        <Skeleton className="h-24" />
      </div>
    );
  else if (data.messages.length === 0)
    list = <p className="text-muted-foreground">{intl.formatMessage(messages.chatEmpty)}</p>;
  else
    list = (
      // The history scrolls once it is long: its region is focusable, so the keyboard can
      // scroll it too (axe's scrollable-region-focusable).
      <div
        role="region"
        aria-label={intl.formatMessage(messages.chatLabel)}
        tabIndex={0}
        className="max-h-72 overflow-y-auto"
      >
        <ol
          aria-label={intl.formatMessage(messages.chatLabel)}
          aria-live="polite"
          className="flex flex-col gap-2"
        >
          {data.messages.map((m, i) => (
            <li
              key={m.id}
              ref={i === data.messages.length - 1 ? end : undefined}
              className={cn(
                'flex max-w-[85%] flex-col gap-0.5 rounded-lg px-3 py-2',
                m.mine ? 'self-end bg-primary/10' : 'self-start bg-muted',
              )}
            >
              <span className="text-xs text-muted-foreground">
                {intl.formatMessage(valued.sentAt, {
                  name: m.mine ? intl.formatMessage(messages.you) : m.senderName,
                  time: timeOf(intl, m.createdAt),
                })}
              </span>
              <span className="break-words whitespace-pre-wrap text-foreground">{m.body}</span>
            </li>
          ))}
        </ol>
      </div>
    );

  return (
    <section className="flex flex-col gap-3">
      {list}
      {open ? (
        <Composer consultationId={consultation.id} />
      ) : (
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.chatClosed)}</p>
      )}
    </section>
  );
}

function Composer({ consultationId }: { consultationId: string }) {
  const intl = useIntl();
  const send = useSendConsultationMessage();
  const form = useContractForm(sendConsultationMessageRequest, {
    mode: 'onSubmit',
    defaultValues: { body: '' },
    errorText: sendFailed,
  });
  const onSubmit = form.submit(async (body) => {
    await send.trigger({ params: { id: consultationId }, body });
    form.reset({ body: '' });
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-2">
      <FormField
        name="body"
        label={intl.formatMessage(messages.message)}
        render={(field) => <Textarea {...field} rows={2} maxLength={CONSULTATION_MESSAGE_MAX} />}
      />
      <FormRootError />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting || send.isMutating}>
          {intl.formatMessage(messages.send)}
        </Button>
      </div>
    </Form>
  );
}
