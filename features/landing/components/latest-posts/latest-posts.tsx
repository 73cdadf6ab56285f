import { useId } from 'react';
import { ArrowRight, Newspaper } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FeedPost } from '@contract/feed';
import { formatRelative } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { feedCategoryLabel } from '@lib/i18n/feed-categories';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { EmptyState } from '@ui/empty-state';
import { useLatestPosts } from '../../api';
import { PostListSkeleton } from '../post-list-skeleton';
import { messages } from './messages';
import { excerpt } from './excerpt';

const feedPath = '/health-feed';

function PostCard({ post, now }: { post: FeedPost; now: Date | undefined }) {
  const intl = useIntl();
  const excerptId = useId();
  const locale = toLocale(intl.locale.split('-')[0]);
  return (
    <Card asChild variant="interactive">
      <li className="min-h-64 gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary" size="lg">
            {feedCategoryLabel(intl, post.category)}
          </Badge>
          <time dateTime={post.createdAt} className="text-sm text-muted-foreground">
            {formatRelative(post.createdAt, locale, now)}
          </time>
        </div>
        {/* The post's words carry its language (WCAG 3.1.2, ADR 0014). */}
        <h3 lang={post.language} className="text-lg font-semibold text-foreground">
          {/* The whole card leads to the feed; the title names the link. */}
          <Link
            to={feedPath}
            aria-describedby={excerptId}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-lg"
          >
            {post.title}
          </Link>
        </h3>
        <p id={excerptId} lang={post.language} className="text-base text-muted-foreground">
          {excerpt(post.content)}
        </p>
        <p className="mt-auto text-sm font-medium text-foreground">
          {intl.formatMessage(messages.byline, { name: post.authorProfile.name })}
        </p>
      </li>
    </Card>
  );
}

export type LatestPostsProps = {
  /** How many posts to show. */
  limit?: number;
  /** The moment relative dates count from; now by default. */
  now?: Date;
};

/**
 * The newest public posts. Loading shows placeholders; no posts, or a failed load,
 * shows a friendly empty state with the way to the feed, never an error (000 §8).
 */
export function LatestPosts({ limit = 3, now }: LatestPostsProps) {
  const intl = useIntl();
  const { posts } = useLatestPosts(limit);

  if (posts === undefined) return <PostListSkeleton count={limit} />;

  if (posts.length === 0)
    return (
      <EmptyState
        variant="bordered"
        headingLevel="h3"
        icon={<Newspaper aria-hidden />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyDescription)}
        action={
          <Button asChild variant="outline" className="whitespace-normal text-center">
            <Link to={feedPath}>{intl.formatMessage(messages.emptyAction)}</Link>
          </Button>
        }
      />
    );

  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 md:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} now={now} />
        ))}
      </ul>
      <Link
        to={feedPath}
        className="focus-ring inline-flex min-h-touch w-fit items-center gap-1 rounded-md font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
      >
        {intl.formatMessage(messages.viewAll)}
        <ArrowRight aria-hidden className="rtl:rotate-180" />
      </Link>
    </div>
  );
}
