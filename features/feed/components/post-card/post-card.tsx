import {
  Suspense,
  lazy,
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Lock } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { FeedPost } from '@contract/feed';
import { feedCategoryLabel } from '@lib/i18n/feed-categories';
import { useSession } from '@lib/session';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { cn } from '@ui/lib';
import { Spinner } from '@ui/spinner';
import { contentTypeMessages, visibilityMessages } from '../../messages';
import { messages } from './messages';
import { PostActionBar } from './post-action-bar';
import { PostByline } from './post-byline';
import { PostLinks, PostTags } from './post-extras';
import { PostMediaList } from './post-media';
import { useCardActions, type PostCounts } from './use-card-actions';
import { useSeen } from './use-seen';

export type { PostCounts } from './use-card-actions';

// Opened by few readers, so loaded only when asked for: the card stays light.
const PostComments = lazy(() =>
  import('../post-comments').then((module) => ({ default: module.PostComments })),
);
const ReportPostDialog = lazy(() =>
  import('../report-post-dialog').then((module) => ({ default: module.ReportPostDialog })),
);

/** Longer posts are clamped to a few lines, with Read more. */
const CLAMP_CHARS = 280;

export type PostCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  post: FeedPost;
  /**
   * The server's newest counts after this reader's like, share or comment. With it the
   * counts live with the caller (the feed's live counts); without it, in the card.
   */
  onCountsChange?: (counts: PostCounts) => void;
  /** Called once the reader has seen the post (half of it on screen for a second). */
  onView?: (postId: string) => void;
  /** The title's heading level; fit it to the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** Marks the post a shared link opened. */
  highlighted?: boolean;
  /** Extra items of the More menu (an author's Edit and Delete, say). */
  menuItems?: ReactNode;
  /** The moment the relative date counts from; now by default (fixed in stories). */
  now?: Date;
};

/**
 * One post of the health feed (000 §2, §3): who wrote it and when, its category and
 * type, the text (long ones clamped), tags, pictures and videos, links, and what a
 * reader does with it: like (signed in), comment, share, report.
 */
export function PostCard({
  post,
  onCountsChange,
  onView,
  headingLevel: Heading = 'h2',
  highlighted = false,
  menuItems,
  now,
  className,
  ...props
}: PostCardProps) {
  const intl = useIntl();
  const session = useSession();
  const actions = useCardActions(post, onCountsChange);
  const titleId = useId();
  const contentId = useId();
  const commentsId = useId();
  const articleRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);

  const [expanded, setExpanded] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  // Once opened, the dialog stays mounted so it can close with its animation.
  const [reportLoaded, setReportLoaded] = useState(false);

  const recordView = useCallback(() => onView?.(post._id), [onView, post._id]);
  useSeen(articleRef, onView ? recordView : undefined);

  const long = post.content.length > CLAMP_CHARS;
  const isPrivate = post.status === 'private';
  const canReport = session.status === 'signed-in' && !post.isOwn;

  return (
    <Card asChild>
      <article
        ref={articleRef}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-post-id={post._id}
        className={cn(
          'focus-ring gap-3 p-4 outline-none sm:p-5',
          highlighted && 'border-primary ring-1 ring-primary',
          className,
        )}
        {...props}
      >
        <PostByline
          post={post}
          now={now}
          menuItems={menuItems}
          moreRef={moreRef}
          onReport={
            canReport
              ? () => {
                  setReportLoaded(true);
                  setReportOpen(true);
                }
              : undefined
          }
        />

        <div className="flex flex-wrap items-center gap-2">
          {highlighted ? (
            <Badge variant="primary" size="lg">
              {intl.formatMessage(messages.sharedHighlight)}
            </Badge>
          ) : null}
          <Badge variant="secondary" size="lg">
            {feedCategoryLabel(intl, post.category)}
          </Badge>
          <Badge variant="outline" size="lg">
            {intl.formatMessage(contentTypeMessages[post.type])}
          </Badge>
          {isPrivate ? (
            <Badge variant="warning" size="lg">
              <Lock aria-hidden />
              {intl.formatMessage(visibilityMessages.private)}
            </Badge>
          ) : null}
        </div>

        {/* People's words carry the language they were written in (WCAG 3.1.2, ADR 0014). */}
        <Heading
          id={titleId}
          lang={post.language}
          className="text-xl leading-snug font-semibold text-foreground"
        >
          {post.title}
        </Heading>

        <div className="flex flex-col items-start gap-1">
          <p
            id={contentId}
            lang={post.language}
            className={cn(
              'text-base whitespace-pre-line text-foreground',
              long && !expanded && 'line-clamp-4',
            )}
          >
            {post.content}
          </p>
          {long ? (
            <Button
              variant="link"
              className="min-h-touch"
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => setExpanded((open) => !open)}
            >
              {intl.formatMessage(expanded ? messages.showLess : messages.readMore)}
            </Button>
          ) : null}
        </div>

        {post.media.length > 0 ? (
          <PostMediaList media={post.media} title={post.title} isPrivate={isPrivate} />
        ) : null}
        <PostLinks post={post} />
        <PostTags tags={post.tags} lang={post.language} />

        <PostActionBar
          actions={actions}
          commentsOpen={commentsOpen}
          commentsId={commentsId}
          onToggleComments={() => setCommentsOpen((open) => !open)}
        />

        {commentsOpen ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-4">
                <Spinner size="sm" />
              </div>
            }
          >
            <PostComments
              id={commentsId}
              postId={post._id}
              headingLevel={Heading === 'h2' ? 'h3' : 'h4'}
              now={now}
              onCountChange={(commentsCount) => actions.apply({ commentsCount })}
            />
          </Suspense>
        ) : null}

        {reportLoaded ? (
          <Suspense fallback={null}>
            <ReportPostDialog
              post={post}
              open={reportOpen}
              onOpenChange={setReportOpen}
              onCloseAutoFocus={(event) => {
                // Opened from the menu, which is gone: focus goes back to its button.
                event.preventDefault();
                moreRef.current?.focus();
              }}
            />
          </Suspense>
        ) : null}
      </article>
    </Card>
  );
}
