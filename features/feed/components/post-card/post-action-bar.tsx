import type { ReactNode } from 'react';
import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { messages } from './messages';
import type { useCardActions } from './use-card-actions';

export type PostActionBarProps = {
  actions: ReturnType<typeof useCardActions>;
  commentsOpen: boolean;
  commentsId: string;
  onToggleComments: () => void;
};

/** Like, comments and share, each with its count: one phrase for a screen reader. */
export function PostActionBar({
  actions,
  commentsOpen,
  commentsId,
  onToggleComments,
}: PostActionBarProps) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.actions)}
      className="-mx-2 flex items-center justify-between gap-1 border-t border-border pt-2"
    >
      <Button
        variant="ghost"
        className="flex-1 px-2"
        aria-pressed={actions.isLiked}
        // While the server answers, a second tap is not taken; busy says so.
        aria-busy={actions.liking || undefined}
        onClick={() => void actions.toggleLike()}
      >
        <Heart aria-hidden className={cn(actions.isLiked && 'fill-current text-danger')} />
        <Counted
          count={actions.likesCount}
          word={intl.formatMessage(messages.likeWord)}
          // Named as one phrase, "Like, 12 likes"; the number and word are for the eye.
          name={intl.formatMessage(messages.like, { count: actions.likesCount })}
        />
      </Button>
      <Button
        variant="ghost"
        className="flex-1 px-2"
        aria-expanded={commentsOpen}
        aria-controls={commentsOpen ? commentsId : undefined}
        onClick={onToggleComments}
      >
        <MessageCircle aria-hidden />
        <Counted
          count={actions.commentsCount}
          word={intl.formatMessage(messages.commentWord)}
          name={intl.formatMessage(messages.comments, { count: actions.commentsCount })}
        />
      </Button>
      <Button variant="ghost" className="flex-1 px-2" onClick={() => void actions.share()}>
        <Share2 aria-hidden />
        <Counted
          count={actions.sharesCount}
          word={intl.formatMessage(messages.shareWord)}
          name={intl.formatMessage(messages.share, { count: actions.sharesCount })}
        />
      </Button>
    </div>
  );
}

function Counted({ count, word, name }: { count: number; word: string; name: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <span aria-hidden className="tabular-nums">
        {intl.formatNumber(count)}
      </span>
      <span aria-hidden className="hidden sm:inline">
        {word}
      </span>
      <span className="sr-only">{name}</span>
    </>
  );
}
