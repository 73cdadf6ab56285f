import type { ReactNode } from 'react';
import { ExternalLink, PlayCircle } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { FeedPost } from '@contract/feed';
import { messages } from './messages';

/** The post's video and article links, each opening in a new tab, said so. */
export function PostLinks({ post }: { post: Pick<FeedPost, 'videoUrl' | 'articleLink'> }) {
  const intl = useIntl();
  if (!post.videoUrl && !post.articleLink) return null;
  return (
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
  );
}

/** The post's tags, each drawn with its hash, each in the post's language. */
export function PostTags({ tags, lang }: { tags: readonly string[]; lang: string }) {
  const intl = useIntl();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={intl.formatMessage(messages.tags)} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          // On each tag, not the list: the list's name is in the reader's language.
          lang={lang}
          // The hash is drawn: it marks a tag in every language.
          className="rounded-full bg-muted px-2.5 py-0.5 text-sm text-muted-foreground before:content-['#']"
        >
          {tag}
        </li>
      ))}
    </ul>
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
      className="focus-ring inline-flex min-h-touch items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline [&_svg]:size-4"
    >
      {icon}
      {children}
      <span className="sr-only">{intl.formatMessage(messages.newTab)}</span>
    </a>
  );
}
