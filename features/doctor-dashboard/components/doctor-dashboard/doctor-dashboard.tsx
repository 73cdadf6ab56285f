import { useState, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '@lib/errors';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
import { useDashboardNotifications, useDoctorAnalytics, useDoctorDashboard } from '../../api';
import { Analytics } from './analytics';
import { DashboardNotifications } from './dashboard-notifications';
import { messages } from './messages';
import { Overview } from './overview';
import { Welcome } from './welcome';

export type DoctorDashboardTab = 'overview' | 'analytics' | 'notifications';

export type DoctorDashboardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The name to greet; the caller supplies the "User" fallback. */
  name: string;
  /** The doctor's photo; the first letters of the name show without one. */
  avatarUrl?: string | null;
  /** The day to show; today by default (stories fix it). */
  today?: Date;
  /** The inner tab shown first; Overview by default. */
  defaultTab?: DoctorDashboardTab;
};

function Loading() {
  const intl = useIntl();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="text-muted-foreground">
        {intl.formatMessage(messages.loading)}
      </p>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

/** A tab's data, or its loading and failure states. */
function Loaded<T>({
  state,
  render,
  failedTitle,
}: {
  state: { data: T | undefined; error: unknown; failed: boolean; retry: () => void };
  render: (data: T) => ReactNode;
  failedTitle: string;
}) {
  const errorText = useErrorText();
  if (state.failed)
    return (
      <ErrorState
        headingLevel="h2"
        title={failedTitle}
        description={errorText(state.error)}
        onRetry={state.retry}
      />
    );
  return state.data === undefined ? <Loading /> : render(state.data);
}

function AnalyticsTab() {
  const intl = useIntl();
  return (
    <Loaded
      state={useDoctorAnalytics()}
      failedTitle={intl.formatMessage(messages.loadFailed)}
      render={(data) => <Analytics data={data} />}
    />
  );
}

/**
 * The doctor portal's Dashboard tab (001 §2.1, issue 16): the welcome, then Overview
 * (four figures, quick actions, three lists), Analytics (ADR 0033) and Notifications with
 * the unread count. Only the open tab's content is mounted, so only its data is fetched.
 */
export function DoctorDashboard({
  name,
  avatarUrl,
  today,
  defaultTab = 'overview',
  className,
  ...props
}: DoctorDashboardProps) {
  const intl = useIntl();
  const [tab, setTab] = useState<DoctorDashboardTab>(defaultTab);
  const overview = useDoctorDashboard();
  const unread = useDashboardNotifications().data?.unreadCount;
  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <Welcome name={name} avatarUrl={avatarUrl} today={today ?? new Date()} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as DoctorDashboardTab)}>
        <TabsList aria-label={intl.formatMessage(messages.tabs)}>
          <TabsTrigger value="overview">{intl.formatMessage(messages.overview)}</TabsTrigger>
          <TabsTrigger value="analytics">{intl.formatMessage(messages.analytics)}</TabsTrigger>
          <TabsTrigger value="notifications" count={unread ? unread : undefined}>
            {intl.formatMessage(messages.notifications)}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="pt-4">
          <Loaded
            state={overview}
            failedTitle={intl.formatMessage(messages.loadFailed)}
            render={(data) => <Overview data={data} />}
          />
        </TabsContent>
        <TabsContent value="analytics" className="pt-4">
          <AnalyticsTab />
        </TabsContent>
        <TabsContent value="notifications" className="pt-4">
          <DashboardNotifications now={today} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
