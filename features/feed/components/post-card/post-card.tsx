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
import {
  ExternalLink,
  Heart,
  Lock,
  MessageCircle,
  MoreHorizontal,
  Flag,
  PlayCircle,
  Share2,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FeedPost } from '@contract/feed';
import { formatRelative } from '@lib/format';
import { specialtyLabel, toLocale } from '@lib/i18n';
import { feedCategoryLabel } from '@lib/i18n/feed-categories';
import { useSession } from '@lib/session';
import { Avatar } from '@ui/avatar';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@ui/dropdown-menu';
import { IconButton } from '@ui/icon-button';
import { cn } from '@ui/lib';
import { Spinner } from '@ui/spinner';
import { toast } from '@ui/toast';
import { usePostActions } from '../../api';
import { useSharePost } from '../../use-share-post';
import {
  authorTypeMessages,
  catalogueMessages,
  contentTypeMessages,
  visibilityMessages,
} from '../../messages';
import { loginHref } from './links';
import { messages } from './messages';
import { PostMediaList } from './post-media';
import { useSeen } from './use-seen';

// Opened by few readers, so loaded only when asked for: the card stays light.
const PostComments = lazy(() =>
  import('../post-comments').then((module) => ({ default: module.PostComments })),
);
const ReportPostDialog = lazy(() =>
  import('../report-post-dialog').then((module) => ({ default: module.ReportPostDialog })),
);

/** Longer posts are clamped to a few lines, with Read more. */
const CLAMP_CHARS = 280;

/** The counts a card shows, as the server last said. */
export type PostCounts = Partial<
  Pick<FeedPost, 'likesCount' | 'sharesCount' | 'commentsCount' | 'isLiked'>
>;

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
  const locale = toLocale(intl.locale.split('-')[0]);
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const actions = usePostActions();
  const sharePost = useSharePost();
  const titleId = useId();
  const contentId = useId();
  const commentsId = useId();
  const articleRef = useRef<HTMLElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);

  // The counts the server gave this card's own actions, when no one above keeps them.
  const [ownCounts, setOwnCounts] = useState<PostCounts>({});
  const counts = onCountsChange ? post : { ...post, ...ownCounts };
  const apply = useCallback(
    (next: PostCounts) =>
      onCountsChange ? onCountsChange(next) : setOwnCounts((c) => ({ ...c, ...next })),
    [onCountsChange],
  );

  const [likeShown, setLikeShown] = useState<{ isLiked: boolean; likesCount: number } | null>(null);
  const [shareBump, setShareBump] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  // Once opened, the dialog stays mounted so it can close with its animation.
  const [reportLoaded, setReportLoaded] = useState(false);
  const liking = useRef(false);

  const recordView = useCallback(() => onView?.(post._id), [onView, post._id]);
  useSeen(articleRef, onView ? recordView : undefined);

  const signedIn = session.status === 'signed-in';
  const isLiked = likeShown?.isLiked ?? counts.isLiked;
  const likesCount = likeShown?.likesCount ?? counts.likesCount;
  const sharesCount = counts.sharesCount + shareBump;
  const long = post.content.length > CLAMP_CHARS;
  const isPrivate = post.status === 'private';
  const canReport = signedIn && !post.isOwn;
  const showMenu = canReport || menuItems !== undefined;

  async function toggleLike() {
    if (session.status === 'loading' || liking.current) return;
    if (!signedIn) {
      // 000 §6: liking needs an account; back here after signing in.
      void navigate(loginHref(pathname, search));
      return;
    }
    const like = !isLiked;
    liking.current = true;
    // Optimistic: the heart and count change at once, and go back if the call fails.
    setLikeShown({ isLiked: like, likesCount: Math.max(0, likesCount + (like ? 1 : -1)) });
    try {
      const answer = like ? await actions.like(post._id) : await actions.unlike(post._id);
      apply({ likesCount: answer.likesCount, isLiked: answer.isLiked });
    } catch {
      toast({ title: intl.formatMessage(catalogueMessages.likeFailed), variant: 'error' });
    } finally {
      setLikeShown(null);
      liking.current = false;
    }
  }

  async function share() {
    // 000 §4: the count goes up at once; the server's count follows.
    const sharesCount = await sharePost(post, { onShared: () => setShareBump(1) });
    if (sharesCount !== null) apply({ sharesCount });
    setShareBump(0);
  }

  const specialization = post.authorProfile.specialization
    ? specialtyLabel(intl, post.authorProfile.specialization)
    : null;

  return (
    <Card asChild>
      <article
        ref={articleRef}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-post-id={post._id}
        className={cn(
          'gap-3 p-4 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5',
          highlighted && 'border-primary ring-1 ring-primary',
          className,
        )}
        {...props}
      >
        <header className="flex items-start gap-3">
          <Avatar
            name={post.authorProfile.name}
            src={post.authorProfile.profileImage ?? undefined}
            size="md"
            decorative
          />
          <div className="min-w-0 flex-1">
            <p className="leading-snug font-semibold text-foreground">{post.authorProfile.name}</p>
            <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
              <span>{intl.formatMessage(authorTypeMessages[post.authorType])}</span>
              {specialization ? (
                <>
                  <span aria-hidden className="inline-block size-1 rounded-full bg-current" />
                  <span>{specialization}</span>
                </>
              ) : null}
            </p>
            <time dateTime={post.createdAt} className="text-sm text-muted-foreground">
              {formatRelative(post.createdAt, locale, now)}
            </time>
          </div>
          {showMenu ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <IconButton
                  ref={moreRef}
                  label={intl.formatMessage(messages.more, { title: post.title })}
                  className="-me-2 -mt-2 text-muted-foreground"
                >
                  <MoreHorizontal aria-hidden />
                </IconButton>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {menuItems}
                {canReport ? (
                  <DropdownMenuItem
                    onSelect={() => {
                      setReportLoaded(true);
                      setReportOpen(true);
                    }}
                  >
                    <Flag aria-hidden />
                    {intl.formatMessage(messages.report)}
                  </DropdownMenuItem>
                ) : null}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </header>

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

        <Heading id={titleId} className="text-xl leading-snug font-semibold text-foreground">
          {post.title}
        </Heading>

        <div className="flex flex-col items-start gap-1">
          <p
            id={contentId}
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

        {post.videoUrl || post.articleLink ? (
          <ul className="flex flex-wrap gap-x-4">
            {post.videoUrl ? (
              <li>
                <ExternalAnchor href={post.videoUrl} icon={<PlayCircle aria-hidden />}>
                  {intl.formatMessage(messages.watchVideo)}
                </ExternalAnchor>
              </li>
            ) : null}
            {post.articleLink ? (
              <li>
                <ExternalAnchor href={post.articleLink} icon={<ExternalLink aria-hidden />}>
                  {intl.formatMessage(messages.readArticle)}
                </ExternalAnchor>
              </li>
            ) : null}
          </ul>
        ) : null}

        {post.tags.length > 0 ? (
          <ul aria-label={intl.formatMessage(messages.tags)} className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                // The hash is drawn: it marks a tag in every language.
                className="rounded-full bg-muted px-2.5 py-0.5 text-sm text-muted-foreground before:content-['#']"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}

        <div
          role="group"
          aria-label={intl.formatMessage(messages.actions)}
          className="-mx-2 flex items-center justify-between gap-1 border-t border-border pt-2"
        >
          <Button
            variant="ghost"
            className="flex-1 px-2"
            aria-pressed={isLiked}
            // While the server answers, a second tap is not taken; busy says so.
            aria-busy={likeShown !== null || undefined}
            onClick={toggleLike}
          >
            <Heart aria-hidden className={cn(isLiked && 'fill-current text-danger')} />
            <span aria-hidden className="tabular-nums">
              {intl.formatNumber(likesCount)}
            </span>
            <span aria-hidden className="hidden sm:inline">
              {intl.formatMessage(messages.likeWord)}
            </span>
            {/* Named as one phrase, "Like, 12 likes"; the number and word are for the eye. */}
            <span className="sr-only">
              {intl.formatMessage(messages.like, { count: likesCount })}
            </span>
          </Button>
          <Button
            variant="ghost"
            className="flex-1 px-2"
            aria-expanded={commentsOpen}
            aria-controls={commentsOpen ? commentsId : undefined}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            <MessageCircle aria-hidden />
            <span aria-hidden className="tabular-nums">
              {intl.formatNumber(counts.commentsCount)}
            </span>
            <span aria-hidden className="hidden sm:inline">
              {intl.formatMessage(messages.commentWord)}
            </span>
            <span className="sr-only">
              {intl.formatMessage(messages.comments, { count: counts.commentsCount })}
            </span>
          </Button>
          <Button variant="ghost" className="flex-1 px-2" onClick={share}>
            <Share2 aria-hidden />
            <span aria-hidden className="tabular-nums">
              {intl.formatNumber(sharesCount)}
            </span>
            <span aria-hidden className="hidden sm:inline">
              {intl.formatMessage(messages.shareWord)}
            </span>
            <span className="sr-only">
              {intl.formatMessage(messages.share, { count: sharesCount })}
            </span>
          </Button>
        </div>

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
              onCountChange={(commentsCount) => apply({ commentsCount })}
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

function ExternalAnchor({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-touch items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4"
    >
      {icon}
      {children}
      <span className="sr-only">{intl.formatMessage(messages.newTab)}</span>
    </a>
  );
}
