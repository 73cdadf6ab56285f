import type { ReactNode } from 'react';
import { FileText, Heart, MessageCircle, Share2, TrendingUp, Users } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PostAnalytics as Analytics } from '@contract/feed';
import { ErrorState } from '@ui/error-state';
import { cn } from '@ui/lib';
import { Skeleton } from '@ui/skeleton';
import { StatCard, statCardVariants } from '@ui/stat-card';
import { usePostAnalytics } from '../../api';
import { messages } from './messages';

type Figure = {
  key: keyof Analytics;
  label: MessageDescriptor;
  icon: ReactNode;
  tone: 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'neutral';
  hint?: MessageDescriptor;
};

/** 001 §2.13, in the seeds' order. */
const figures: Figure[] = [
  { key: 'totalPosts', label: messages.totalPosts, icon: <FileText />, tone: 'primary' },
  { key: 'totalLikes', label: messages.totalLikes, icon: <Heart />, tone: 'secondary' },
  { key: 'totalShares', label: messages.totalShares, icon: <Share2 />, tone: 'info' },
  { key: 'totalComments', label: messages.totalComments, icon: <MessageCircle />, tone: 'neutral' },
  {
    key: 'monthlyReach',
    label: messages.monthlyReach,
    icon: <Users />,
    tone: 'success',
    hint: messages.reachHint,
  },
  {
    key: 'engagementRate',
    label: messages.engagementRate,
    icon: <TrendingUp />,
    tone: 'warning',
    hint: messages.engagementHint,
  },
];

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';
const tileClass = cn(statCardVariants(), 'gap-2');

/**
 * How the author's posts are doing (001 §2.13 Analytics): totals, the people reached
 * in the last 30 days and the engagement rate (001 §9: interactions per post), in the
 * reader's digits.
 */
export function PostAnalytics() {
  const intl = useIntl();
  const { analytics, failed, retry } = usePostAnalytics();

  if (failed)
    return (
      <ErrorState
        variant="bordered"
        headingLevel="h2"
        title={intl.formatMessage(messages.failed)}
        description={intl.formatMessage(messages.failedDescription)}
        onRetry={retry}
      />
    );

  if (!analytics)
    return (
      <div role="status">
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <div aria-hidden className={gridClass}>
          {figures.map((figure) => (
            <div key={figure.key} className={tileClass}>
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-8 w-16" />
            </div>
          ))}
        </div>
      </div>
    );

  return (
    <ul aria-label={intl.formatMessage(messages.label)} className={gridClass}>
      {figures.map((figure) => (
        <li key={figure.key} className={tileClass}>
          <StatCard
            variant="flat"
            // On a phone's half-width tile the figure needs the room more than the icon.
            className="border-0 bg-transparent p-0 sm:p-0 max-sm:[&_[data-slot=stat-card-icon]]:hidden"
            label={intl.formatMessage(figure.label)}
            value={analytics[figure.key]}
            icon={figure.icon}
            tone={figure.tone}
          />
          {figure.hint ? (
            <p className="text-sm text-muted-foreground">{intl.formatMessage(figure.hint)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
