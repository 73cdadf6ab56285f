import { useMemo, type ComponentProps } from 'react';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { FeedFilter } from '@contract/feed';
import { FEED_PAGE_DEFAULT } from '@contract/feed-values';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
import { useLiveCounts, useRecordView, type LiveCounts } from '../../api';
import { FeedFilters, isFilterActive, parseFeedFilter } from '../feed-filters';
import { messages as filterMessages } from '../feed-filters/messages';
import { PostCard } from '../post-card';
import { messages } from './messages';
import { PostList } from './post-list';
import { PostSkeleton } from './post-skeleton';
import { useSharedPost } from './use-shared-post';

export type HealthFeedProps = Omit<ComponentProps<'div'>, 'children'> & {
  /**
   * `page`: the public /health-feed, with filters kept in the URL, a shared post
   * (`?post=`) first and more posts as the reader scrolls. `portal`: the health-posts
   * tab of the patient's and doctor's portals, with the tabs All Posts, Health Tips and
   * Doctor Posts (001 §2.13, 002 §2) and a Load more button.
   */
  variant?: 'page' | 'portal';
  /** The doctor's portal: every tab shows doctors' posts only (001 §2.13). */
  doctorOnly?: boolean;
  /** Posts per page. */
  pageSize?: number;
  /** The moment relative dates count from; now by default (fixed in stories). */
  now?: Date;
};

/**
 * The public health feed (000 §2, issue 6): posts from doctors, hospitals, labs and
 * pharmacies with their media, tags, author, likes, comments and shares. Counts change
 * live as other readers like and share (000 §4).
 */
export function HealthFeed({
  variant = 'page',
  doctorOnly = false,
  pageSize = FEED_PAGE_DEFAULT,
  now,
  className,
  ...props
}: HealthFeedProps) {
  const live = useLiveCounts();
  const recordView = useRecordView();
  return variant === 'page' ? (
    <FeedPage
      live={live}
      onView={recordView}
      pageSize={pageSize}
      now={now}
      className={className}
      {...props}
    />
  ) : (
    <FeedTabs
      live={live}
      onView={recordView}
      doctorOnly={doctorOnly}
      pageSize={pageSize}
      now={now}
      className={className}
      {...props}
    />
  );
}

type PartProps = Omit<ComponentProps<'div'>, 'children'> & {
  live: LiveCounts;
  onView: (postId: string) => void;
  pageSize: number;
  now?: Date;
};

function FeedPage({ live, onView, pageSize, now, className, ...props }: PartProps) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filter = parseFeedFilter(params);
  const sharedId = params.get('post');

  // The filters live in the URL: a reload, Back, or a link keeps them.
  const setFilter = (next: FeedFilter) =>
    setParams((previous) => {
      const query = new URLSearchParams(previous);
      for (const name of ['category', 'provider', 'contentType'] as const) {
        const value = next[name];
        if (value) query.set(name, value);
        else query.delete(name);
      }
      return query;
    });

  return (
    <div
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10', className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-foreground">{intl.formatMessage(messages.title)}</h1>
        <p className="text-lg text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </header>

      <FeedFilters value={filter} onChange={setFilter} />

      {sharedId ? <SharedPost id={sharedId} live={live} onView={onView} now={now} /> : null}

      <PostList
        filter={filter}
        pageSize={pageSize}
        live={live}
        onView={onView}
        autoLoad
        excludeId={sharedId}
        now={now}
        emptyAction={
          isFilterActive(filter) ? (
            <Button variant="outline" onClick={() => setFilter({})}>
              <X aria-hidden />
              {intl.formatMessage(filterMessages.clear)}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}

/** The post a shared link opened (`?post=`), above the list. */
function SharedPost({
  id,
  live,
  onView,
  now,
}: {
  id: string;
  live: LiveCounts;
  onView: (postId: string) => void;
  now?: Date;
}) {
  const intl = useIntl();
  const shared = useSharedPost(id);
  return (
    <section aria-label={intl.formatMessage(messages.sharedPost)}>
      {shared.post ? (
        <PostCard
          post={live.current(shared.post)}
          onCountsChange={(counts) => live.apply(id, counts)}
          onView={onView}
          highlighted
          now={now}
        />
      ) : shared.gone ? (
        <Alert tone="info">{intl.formatMessage(messages.sharedGone)}</Alert>
      ) : shared.failed ? (
        <Alert tone="danger" role="alert">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>{intl.formatMessage(messages.sharedFailed)}</span>
            <Button variant="outline" size="sm" onClick={() => void shared.retry()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        </Alert>
      ) : (
        <>
          <p role="status" className="sr-only">
            {intl.formatMessage(messages.loadingShared)}
          </p>
          <PostSkeleton />
        </>
      )}
    </section>
  );
}

type Tab = 'all' | 'tips' | 'doctors';
const tabs: readonly Tab[] = ['all', 'tips', 'doctors'];
const tabLabels = {
  all: messages.tabAll,
  tips: messages.tabHealthTips,
  doctors: messages.tabDoctorPosts,
} as const;

function FeedTabs({
  live,
  onView,
  doctorOnly,
  pageSize,
  now,
  className,
  ...props
}: PartProps & { doctorOnly: boolean }) {
  const intl = useIntl();
  const filters = useMemo<Record<Tab, FeedFilter>>(() => {
    const own: FeedFilter = doctorOnly ? { provider: 'doctors' } : {};
    return {
      all: own,
      tips: { ...own, category: 'Health Tips' },
      doctors: { provider: 'doctors' },
    };
  }, [doctorOnly]);
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <Tabs defaultValue="all">
        <TabsList aria-label={intl.formatMessage(messages.tabs)}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {intl.formatMessage(tabLabels[tab])}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <PostList
              filter={filters[tab]}
              pageSize={pageSize}
              live={live}
              onView={onView}
              autoLoad={false}
              now={now}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
