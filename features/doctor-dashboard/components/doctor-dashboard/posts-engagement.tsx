import { useIntl } from 'react-intl';
import type { PostAnalytics } from '@contract/feed';
import { formatNumber } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { StatCard } from '@ui/stat-card';
import { analyticsMessages as m } from './messages';

/** 001 §2.13/§9: the doctor's posts and what readers did with them. */
export function PostsEngagement({ posts }: { posts: PostAnalytics }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const figures = [
    [m.totalPosts, formatNumber(posts.totalPosts, locale)],
    [m.totalLikes, formatNumber(posts.totalLikes, locale)],
    [m.totalComments, formatNumber(posts.totalComments, locale)],
    [m.totalShares, formatNumber(posts.totalShares, locale)],
    [m.monthlyReach, formatNumber(posts.monthlyReach, locale)],
    [m.engagementRate, intl.formatNumber(posts.engagementRate / 100, { style: 'percent' })],
  ] as const;
  return (
    <section aria-labelledby="doctor-analytics-posts" className="flex flex-col gap-3">
      <h2 id="doctor-analytics-posts" className="text-lg font-semibold">
        {intl.formatMessage(m.posts)}
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-3">
        {figures.map(([label, value]) => (
          <StatCard key={label.id} label={intl.formatMessage(label)} value={value} variant="flat" />
        ))}
      </div>
    </section>
  );
}
