import type { ReactNode, Ref } from 'react';
import { Flag, MoreHorizontal } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { FeedPost } from '@contract/feed';
import { formatRelative } from '@lib/format';
import { specialtyLabel, toLocale } from '@lib/i18n';
import { Avatar } from '@ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@ui/dropdown-menu';
import { IconButton } from '@ui/icon-button';
import { authorTypeMessages } from '../../messages';
import { messages } from './messages';

export type PostBylineProps = {
  post: FeedPost;
  now?: Date;
  /** Extra items of the More menu (an author's Edit and Delete, say). */
  menuItems?: ReactNode;
  /** Offers Report post in the More menu. */
  onReport?: () => void;
  moreRef: Ref<HTMLButtonElement>;
};

/** Who wrote the post and when, with the More menu when it has anything to offer. */
export function PostByline({ post, now, menuItems, onReport, moreRef }: PostBylineProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const specialization = post.authorProfile.specialization
    ? specialtyLabel(intl, post.authorProfile.specialization)
    : null;
  const showMenu = onReport !== undefined || menuItems !== undefined;

  return (
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
            {onReport ? (
              <DropdownMenuItem onSelect={onReport}>
                <Flag aria-hidden />
                {intl.formatMessage(messages.report)}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </header>
  );
}
