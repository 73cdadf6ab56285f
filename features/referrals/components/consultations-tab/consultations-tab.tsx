import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { consultationTabs, type Consultation, type ConsultationTab } from '@contract/consultations';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { CountedTabs, ListState } from '@ui/counted-tabs';
import { cn } from '@ui/lib';
import { useConsultations } from '../../api/consultations';
import { RequestConsultationDialog } from '../consultations-request';
import { ConsultationCard } from './consultation-card';
import { ConsultationRoom } from './consultation-room';
import { EndDialog } from './end-dialog';
import { messages, tabMessages } from './messages';

export type ConsultationsTabProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The first time the schedule dialog offers, ISO (stories fix it). */
  defaultTime?: string;
};

/**
 * The doctor portal's Consultations tab (001 §2.6, ADR 0041): Active, Scheduled, Requests
 * and Completed with counts; Accept, Start, Join (the chat, with the call placeholder for
 * video and audio) and End with notes; the schedule dialog. Live: new ones and changes.
 */
export function ConsultationsTab({ defaultTime, className, ...props }: ConsultationsTabProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [tab, setTab] = useState<ConsultationTab>('active');
  const { data, error, mutate } = useConsultations(tab);
  const [room, setRoom] = useState<Consultation | null>(null);
  const [ending, setEnding] = useState<Consultation | null>(null);
  const [scheduling, setScheduling] = useState(false);

  return (
    <section className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        <Button onClick={() => setScheduling(true)}>{intl.formatMessage(messages.schedule)}</Button>
      </div>
      <CountedTabs
        value={tab}
        onValueChange={setTab}
        tabs={consultationTabs.map((t) => ({
          value: t,
          label: intl.formatMessage(tabMessages[t]),
          count: data?.counts[t],
        }))}
      >
        <ListState
          items={data?.consultations}
          messages={messages}
          failure={error ? { description: errorText(error), onRetry: () => mutate() } : null}
          renderItem={(c) => (
            <ConsultationCard key={c.id} consultation={c} onOpen={setRoom} onEnd={setEnding} />
          )}
        />
      </CountedTabs>
      <ConsultationRoom consultation={room} onOpenChange={(open) => !open && setRoom(null)} />
      <EndDialog consultation={ending} onOpenChange={(open) => !open && setEnding(null)} />
      <RequestConsultationDialog
        open={scheduling}
        onOpenChange={setScheduling}
        defaultTime={defaultTime}
      />
    </section>
  );
}
