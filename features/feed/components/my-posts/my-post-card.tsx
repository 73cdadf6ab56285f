import { useId } from 'react';
import {
  ExternalLink,
  Film,
  Globe,
  Heart,
  Lock,
  MessageCircle,
  Pencil,
  Share2,
  Trash2,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import type { FeedPost } from '@contract/feed';
import { formatDate } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { feedCategoryLabel } from '@lib/i18n/feed-categories';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { cn } from '@ui/lib';
import { toast } from '@ui/toast';
import { useLikePost } from '../../api';
import { catalogueMessages, contentTypeMessages, visibilityMessages } from '../../messages';
import { PostMediaImage } from '../post-form/post-media-image';
import { messages } from './messages';

export type MyPostCardProps = {
  /** The post with its newest counts. */
  post: FeedPost;
  /** The server's answer to the author's like or unlike. */
  onLiked: (counts: { likesCount: number; isLiked: boolean }) => void;
  onShare: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

const linkClass =
  'focus-ring inline-flex min-h-touch items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4';

/** One of the author's posts (001 §2.13): what it is, who sees it, how it is doing. */
export function MyPostCard({ post, onLiked, onShare, onEdit, onDelete }: MyPostCardProps) {
  const intl = useIntl();
  const likePost = useLikePost();
  const like = async () => {
    // While the server answers, a second tap is not taken.
    if (likePost.isMutating) return;
    try {
      onLiked(await likePost.toggle(post));
    } catch {
      toast({ title: intl.formatMessage(catalogueMessages.likeFailed), variant: 'error' });
    }
  };
  const titleId = useId();
  const locale = toLocale(intl.locale.split('-')[0]);
  const isPrivate = post.status === 'private';
  const [first, ...others] = post.media;
  const VisibilityIcon = isPrivate ? Lock : Globe;

  return (
    <li>
      <Card asChild className="h-full overflow-hidden">
        <article aria-labelledby={titleId}>
          {first ? (
            <div className="relative">
              {first.type === 'image' ? (
                <PostMediaImage
                  media={first}
                  isPrivate={isPrivate}
                  alt={first.caption ?? intl.formatMessage(messages.photo, { title: post.title })}
                  className="aspect-video w-full"
                />
              ) : (
                <span className="flex aspect-video w-full flex-col items-center justify-center gap-1 bg-muted text-sm font-medium text-muted-foreground">
                  <Film aria-hidden className="size-7" />
                  {intl.formatMessage(messages.video)}
                </span>
              )}
              {others.length > 0 ? (
                <span className="absolute end-2 bottom-2 rounded-full bg-surface px-2.5 py-1 text-xs font-semibold text-foreground shadow-sm">
                  <span aria-hidden>
                    {intl.formatMessage(messages.moreMediaShort, { count: others.length })}
                  </span>
                  <span className="sr-only">
                    {intl.formatMessage(messages.moreMedia, { count: others.length })}
                  </span>
                </span>
              ) : null}
            </div>
          ) : null}

          <div className="@container flex flex-1 flex-col gap-3 p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">
                {intl.formatMessage(contentTypeMessages[post.type])}
              </Badge>
              <Badge variant={isPrivate ? 'neutral' : 'outline'}>
                <VisibilityIcon aria-hidden />
                {intl.formatMessage(visibilityMessages[post.status])}
              </Badge>
              <Badge variant="outline">{feedCategoryLabel(intl, post.category)}</Badge>
            </div>

            <h2 id={titleId} lang={post.language} className="text-lg font-semibold text-foreground">
              {post.title}
            </h2>
            <p
              lang={post.language}
              className="line-clamp-3 text-base whitespace-pre-line text-muted-foreground"
            >
              {post.content}
            </p>

            {post.tags.length > 0 ? (
              <ul aria-label={intl.formatMessage(messages.tags)} className="flex flex-wrap gap-1.5">
                {post.tags.map((tag) => (
                  <li
                    key={tag}
                    lang={post.language}
                    className="rounded-full bg-muted px-2.5 py-0.5 text-sm text-foreground before:content-['#']"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}

            {post.videoUrl || post.articleLink ? (
              <div className="flex flex-wrap gap-x-4">
                {post.videoUrl ? (
                  <a href={post.videoUrl} target="_blank" rel="noreferrer" className={linkClass}>
                    {intl.formatMessage(messages.watchVideo)}
                    <ExternalLink aria-hidden />
                  </a>
                ) : null}
                {post.articleLink ? (
                  <a href={post.articleLink} target="_blank" rel="noreferrer" className={linkClass}>
                    {intl.formatMessage(messages.readArticle)}
                    <ExternalLink aria-hidden />
                  </a>
                ) : null}
              </div>
            ) : null}

            <div className="mt-auto flex flex-col gap-3">
              <time dateTime={post.createdAt} className="text-sm text-muted-foreground">
                {formatDate(post.createdAt, locale)}
              </time>
              <ul
                aria-label={intl.formatMessage(messages.reactions)}
                className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-foreground [&_svg]:size-4 [&_svg]:text-muted-foreground"
              >
                <li className="inline-flex items-center gap-1.5">
                  <Heart aria-hidden />
                  {intl.formatMessage(messages.likes, { count: post.likesCount })}
                </li>
                <li className="inline-flex items-center gap-1.5">
                  <MessageCircle aria-hidden />
                  {intl.formatMessage(messages.comments, { count: post.commentsCount })}
                </li>
                <li className="inline-flex items-center gap-1.5">
                  <Share2 aria-hidden />
                  {intl.formatMessage(messages.shares, { count: post.sharesCount })}
                </li>
              </ul>
              <div className="grid grid-cols-2 gap-2 @sm:grid-cols-4">
                <Button
                  variant="outline"
                  aria-pressed={post.isLiked}
                  aria-busy={likePost.isMutating || undefined}
                  onClick={() => void like()}
                  className={cn(post.isLiked && 'border-primary text-primary')}
                >
                  <Heart aria-hidden className={cn(post.isLiked && 'fill-current')} />
                  {intl.formatMessage(messages.like)}
                </Button>
                <Button variant="outline" onClick={onShare}>
                  <Share2 aria-hidden />
                  {intl.formatMessage(messages.share)}
                </Button>
                <Button variant="outline" onClick={onEdit}>
                  <Pencil aria-hidden />
                  {intl.formatMessage(messages.edit)}
                </Button>
                <Button variant="outline" onClick={onDelete}>
                  <Trash2 aria-hidden className="text-danger" />
                  {intl.formatMessage(messages.delete)}
                </Button>
              </div>
            </div>
          </div>
        </article>
      </Card>
    </li>
  );
}
