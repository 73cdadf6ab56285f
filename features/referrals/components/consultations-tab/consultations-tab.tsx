import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { consultationTabs, type Consultation, type ConsultationTab } from '@contract/consultations';
import { useErrorText } from '@lib/errors';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
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

  const list = () => {
    if (error && !data)
      return (
        <ErrorState
          headingLevel="h3"
          title={intl.formatMessage(messages.loadFailed)}
          description={errorText(error)}
          onRetry={() => mutate()}
        />
      );
    if (!data)
      return (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="text-muted-foreground">
            {intl.formatMessage(messages.loading)}
          </p>
          <Skeleton className="h-32" />
        </div>
      );
    if (data.consultations.length === 0)
      return (
        <EmptyState
          headingLevel="h3"
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyText)}
        />
      );
    return (
      <ul aria-label={intl.formatMessage(messages.listLabel)} className="flex flex-col gap-3">
        {data.consultations.map((c) => (
          <ConsultationCard key={c.id} consultation={c} onOpen={setRoom} onEnd={setEnding} />
        ))}
      </ul>
    );
  };

  return (
    <section className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl font-semibold text-foreground">
            {intl.formatMessage(messages.title)}
          </h2>
          <p className="text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
        </div>
        <Button onClick={() => setScheduling(true)}>{intl.formatMessage(messages.schedule)}</Button>
      </div>
      <Tabs value={tab} onValueChange={(v) => setTab(v as ConsultationTab)}>
        <TabsList>
          {consultationTabs.map((t) => (
            <TabsTrigger key={t} value={t} count={data?.counts[t]}>
              {intl.formatMessage(tabMessages[t])}
            </TabsTrigger>
          ))}
        </TabsList>
        {consultationTabs.map((t) => (
          <TabsContent key={t} value={t}>
            {t === tab ? list() : null}
          </TabsContent>
        ))}
      </Tabs>
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
