import { useId, useState, type ComponentProps } from 'react';
import { Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { Comment } from '@contract/feed';
import { useErrorText } from '@lib/errors';
import { formatRelative } from '@lib/format';
import { toLocale } from '@lib/i18n';
import { useSession } from '@lib/session';
import { Alert } from '@ui/alert';
import { Avatar } from '@ui/avatar';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { IconButton } from '@ui/icon-button';
import { cn } from '@ui/lib';
import { Spinner } from '@ui/spinner';
import { useComments } from '../../api';
import { loginHref } from '../post-card/links';
import { failureOverrides } from '../post-card/messages';
import { CommentForm } from './comment-form';
import { messages } from './messages';

export type PostCommentsProps = Omit<ComponentProps<'section'>, 'children'> & {
  postId: string;
  /** The heading level of "Comments": one below the post's title. */
  headingLevel?: 'h3' | 'h4';
  /** The post's comment count as the server has it after an add or delete. */
  onCountChange?: (commentsCount: number) => void;
  /** The moment relative times count from; now by default (fixed in stories). */
  now?: Date;
};

/**
 * A post's comments, oldest first, so a conversation reads down. Members add theirs
 * (up to 1000 characters) and delete their own, or any on their own post, after a
 * confirmation; visitors are asked to sign in. Failures say the server's reason inline.
 */
export function PostComments({
  postId,
  headingLevel: Heading = 'h3',
  onCountChange,
  now,
  className,
  ...props
}: PostCommentsProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale.split('-')[0]);
  const session = useSession();
  const { pathname, search } = useLocation();
  const headingId = useId();
  const state = useComments(postId, true);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const failureText = useErrorText(failureOverrides);
  const { add, remove: removal } = state;
  const deleteError = removal.error ? failureText(removal.error) : null;

  const signedIn = session.status === 'signed-in';

  async function remove(comment: Comment) {
    removal.reset();
    // A failure rejects, which keeps the dialog open with the reason.
    const { commentsCount } = await removal.trigger({
      params: { id: postId, commentId: comment._id },
    });
    onCountChange?.(commentsCount);
    setAnnouncement(intl.formatMessage(messages.deleted));
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 border-t border-border pt-3', className)}
      {...props}
    >
      <Heading id={headingId} className="text-base font-semibold text-foreground">
        {intl.formatMessage(messages.title)}
      </Heading>

      {state.isLoading ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" aria-hidden label="" role="presentation" />
          <span role="status">{intl.formatMessage(messages.loading)}</span>
        </div>
      ) : state.failed ? (
        <Alert tone="danger" role="alert">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>{intl.formatMessage(messages.loadFailed)}</span>
            <Button variant="outline" size="sm" onClick={() => void state.retry()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        </Alert>
      ) : state.comments?.length === 0 ? (
        <p className="text-sm text-muted-foreground">{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {state.comments?.map((comment) => (
            <li key={comment._id} className="flex items-start gap-2">
              <Avatar name={comment.author.name} size="sm" decorative />
              <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-foreground">{comment.author.name}</span>
                  <time dateTime={comment.createdAt} className="text-muted-foreground">
                    {formatRelative(comment.createdAt, locale, now)}
                  </time>
                </p>
                <p
                  lang={comment.language}
                  className="text-base break-words whitespace-pre-line text-foreground"
                >
                  {comment.content}
                </p>
              </div>
              {signedIn && comment.canDelete ? (
                <IconButton
                  label={intl.formatMessage(messages.delete, { name: comment.author.name })}
                  className="text-muted-foreground hover:text-danger"
                  onClick={() => {
                    removal.reset();
                    setDeleting(comment);
                  }}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {signedIn ? (
        <CommentForm
          onSubmit={async (comment) => {
            const { commentsCount } = await add.trigger({ params: { id: postId }, body: comment });
            onCountChange?.(commentsCount);
            setAnnouncement(intl.formatMessage(messages.posted));
          }}
        />
      ) : session.status === 'anonymous' ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <Button asChild variant="outline" size="md">
            <Link to={loginHref(pathname, search)}>{intl.formatMessage(messages.signIn)}</Link>
          </Button>
          <span>{intl.formatMessage(messages.signInHint)}</span>
        </p>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={intl.formatMessage(messages.deleteTitle)}
        description={intl.formatMessage(messages.deleteDescription)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      >
        {deleteError ? (
          <Alert tone="danger" role="alert">
            {deleteError}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
