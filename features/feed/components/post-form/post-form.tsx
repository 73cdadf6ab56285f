import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { X } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  feedContentTypes,
  postSpecialties,
  postTopics,
  type FeedCategory,
  type FeedContentType,
  type FeedPost,
} from '@contract/feed';
import { isApiError } from '@lib/api';
import { feedCategoryLabel } from '@lib/i18n/feed-categories';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Field } from '@ui/field';
import { Input } from '@ui/input';
import { cn } from '@ui/lib';
import { Select } from '@ui/select';
import { Switch } from '@ui/switch';
import { Textarea } from '@ui/textarea';
import { toast } from '@ui/toast';
import { useSavePost } from '../../api';
import { contentTypeMessages } from '../../messages';
import { MediaPicker } from './media-picker';
import { codeMessages, messages } from './messages';
import {
  addTags,
  checkDraft,
  draftFromPost,
  emptyDraft,
  fieldOf,
  formCodes,
  postFormFields,
  type FormCode,
  type PostFormField,
  type PostFormValues,
} from './post-draft';

export type PostFormProps = {
  /** The post to edit; without it the form writes a new one. */
  post?: FeedPost;
  /** Called with the post as stored, after the success message. */
  onSaved?: (post: FeedPost) => void;
  /** Shows a Cancel button that calls it (a dialog closes, say). */
  onCancel?: () => void;
  className?: string;
};

/** An error at a place in the form: one of ours, or the server's own words. */
type Problem = { message: MessageDescriptor } | { text: string };

const isFormCode = (code: string): code is FormCode =>
  (formCodes as readonly string[]).includes(code);

/**
 * Writes a health post or edits one (001 §2.13, §3, §5): title, content, category,
 * type, tags, visibility, photos and videos, a video URL and an article link. The
 * contract's rules are checked before anything is sent; the server's refusals show at
 * their field, and nothing typed is lost on an error.
 */
export function PostForm({ post, onSaved, onCancel, className }: PostFormProps) {
  const intl = useIntl();
  const save = useSavePost();
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editing = post !== undefined;

  const [draft, setDraft] = useState<PostFormValues>(() =>
    post ? draftFromPost(post) : emptyDraft(),
  );
  const [tagInput, setTagInput] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [problems, setProblems] = useState<Partial<Record<PostFormField, Problem>>>({});
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const idOf = (field: PostFormField) => `${base}-${field}`;
  const focus = (field: PostFormField) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(field))}`)?.focus();

  const problemText = (field: PostFormField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return 'text' in problem ? problem.text : intl.formatMessage(problem.message);
  };
  const clearProblem = (field: PostFormField) => {
    if (!(field in problems)) return;
    setProblems((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const update = (change: Partial<PostFormValues>) => {
    setDraft((d) => ({ ...d, ...change }));
    for (const field of Object.keys(change) as PostFormField[]) clearProblem(field);
  };

  /** Adds typed tags: the new list, or null (with the reason at the field) if they do not fit. */
  const addTyped = (typed: string[]): PostFormValues['tags'] | null => {
    if (typed.every((t) => !t.trim())) return draft.tags;
    const result = addTags(draft.tags, typed);
    if ('problem' in result) {
      setProblems((p) => ({ ...p, tags: { message: codeMessages[result.problem] } }));
      return null;
    }
    update({ tags: result.tags });
    return result.tags;
  };

  const onTagKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it does not send the whole form.
    event.preventDefault();
    if (addTyped([tagInput])) setTagInput('');
  };
  const onTagChange = (event: ChangeEvent<HTMLInputElement>) => {
    const parts = event.target.value.split(',');
    const rest = parts.pop() ?? '';
    clearProblem('tags');
    if (parts.length === 0 || addTyped(parts)) setTagInput(rest);
    else setTagInput(event.target.value);
  };
  const removeTag = (tag: string) => {
    const index = draft.tags.indexOf(tag);
    const tags = draft.tags.filter((t) => t !== tag);
    update({ tags });
    // Focus stays in the list (the next tag's remove button), or returns to the box.
    requestAnimationFrame(() => {
      const buttons = formRef.current?.querySelectorAll<HTMLButtonElement>('[data-tag-remove]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else focus('tags');
    });
  };

  const reset = () => {
    setDraft(emptyDraft());
    setTagInput('');
    setFiles([]);
    setRemoved([]);
    setProblems({});
  };

  function showServerError(error: unknown) {
    if (!isApiError(error))
      return setFailure(editing ? messages.updateFailed : messages.createFailed);
    if (error.status === 413 || error.status === 415) {
      // The server's words about the files, already in the reader's language.
      setProblems({ media: { text: error.message } });
      return focus('media');
    }
    if (error.code === 'AUTHOR_NOT_VERIFIED') return setFailure(messages.authorNotVerified);
    if (error.code === 'POST_NOT_FOUND') return setFailure(messages.postNotFound);
    const field = error.status === 400 ? fieldOf(error.field) : null;
    if (field) {
      setProblems({
        [field]: isFormCode(error.code)
          ? { message: codeMessages[error.code] }
          : { text: error.message },
      });
      return focus(field);
    }
    setFailure(editing ? messages.updateFailed : messages.createFailed);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    // A tag still in the box counts: nothing typed is lost.
    let values = draft;
    if (tagInput.trim()) {
      const tags = addTyped([tagInput]);
      if (!tags) return focus('tags');
      values = { ...draft, tags };
      setTagInput('');
    }
    const checked = checkDraft(values);
    if (!checked.ok) {
      setProblems(
        Object.fromEntries(
          Object.entries(checked.problems).map(([field, code]) => [
            field,
            { message: codeMessages[code] },
          ]),
        ),
      );
      const first = postFormFields.find((f) => f in checked.problems);
      if (first) focus(first);
      return;
    }
    setProblems({});
    setSubmitting(true);
    try {
      const saved = await save(
        editing ? { ...checked.fields, removeMedia: removed } : checked.fields,
        files,
        post?._id,
      );
      toast({
        title: intl.formatMessage(editing ? messages.updated : messages.created),
        variant: 'success',
      });
      if (editing) {
        setFiles([]);
        setRemoved([]);
      } else reset();
      onSaved?.(saved);
    } catch (error) {
      showServerError(error);
    } finally {
      setSubmitting(false);
    }
  }

  const categoryOption = (value: FeedCategory) => ({
    value,
    label: feedCategoryLabel(intl, value),
  });
  const optional = intl.formatMessage(messages.optional);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={intl.formatMessage(editing ? messages.editLabel : messages.createLabel)}
      onSubmit={(event) => void handleSubmit(event)}
      className={cn('flex flex-col gap-6', className)}
    >
      <div role="alert" aria-atomic="true">
        {failure ? <Alert tone="danger">{intl.formatMessage(failure)}</Alert> : null}
      </div>

      <Field
        label={intl.formatMessage(messages.title)}
        required
        controlId={idOf('title')}
        error={problemText('title')}
      >
        <Input
          value={draft.title}
          maxLength={POST_TITLE_MAX}
          autoComplete="off"
          placeholder={intl.formatMessage(messages.titlePlaceholder)}
          onChange={(e) => update({ title: e.target.value })}
        />
      </Field>

      <Field
        label={intl.formatMessage(messages.content)}
        required
        controlId={idOf('content')}
        error={problemText('content')}
      >
        <Textarea
          value={draft.content}
          maxLength={POST_CONTENT_MAX}
          rows={6}
          placeholder={intl.formatMessage(messages.contentPlaceholder)}
          onChange={(e) => update({ content: e.target.value })}
        />
      </Field>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          label={intl.formatMessage(messages.category)}
          required
          controlId={idOf('category')}
          error={problemText('category')}
        >
          <Select
            value={draft.category}
            onValueChange={(category) => update({ category: category as FeedCategory })}
            options={[
              {
                label: intl.formatMessage(messages.topics),
                options: postTopics.map(categoryOption),
              },
              {
                label: intl.formatMessage(messages.specialties),
                options: postSpecialties.map(categoryOption),
              },
            ]}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.type)}
          controlId={idOf('type')}
          error={problemText('type')}
        >
          <Select
            value={draft.type}
            onValueChange={(type) => update({ type: type as FeedContentType })}
            options={feedContentTypes.map((value) => ({
              value,
              label: intl.formatMessage(contentTypeMessages[value]),
            }))}
          />
        </Field>
      </div>

      <div className="flex flex-col gap-3">
        <Field
          label={intl.formatMessage(messages.tags)}
          hint={intl.formatMessage(messages.tagsHint)}
          controlId={idOf('tags')}
          error={problemText('tags')}
        >
          <Input
            value={tagInput}
            autoComplete="off"
            enterKeyHint="enter"
            onKeyDown={onTagKeyDown}
            onChange={onTagChange}
          />
        </Field>
        {draft.tags.length > 0 ? (
          <ul aria-label={intl.formatMessage(messages.tagsList)} className="flex flex-wrap gap-2">
            {draft.tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-accent ps-3 text-sm font-medium text-accent-foreground"
              >
                <span className="before:content-['#']">{tag}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  data-tag-remove
                  aria-label={intl.formatMessage(messages.removeTag, { tag })}
                  onClick={() => removeTag(tag)}
                  className="rounded-full text-accent-foreground hover:bg-transparent hover:text-foreground"
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <MediaPicker
        inputId={idOf('media')}
        files={files}
        onFilesChange={(next) => {
          setFiles(next);
          clearProblem('media');
        }}
        existing={post?.media ?? []}
        removed={removed}
        onRemovedChange={(ids) => {
          setRemoved(ids);
          clearProblem('media');
        }}
        isPrivate={post?.status === 'private'}
        error={problemText('media')}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          label={intl.formatMessage(messages.videoUrl)}
          hint={optional}
          controlId={idOf('videoUrl')}
          error={problemText('videoUrl')}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            value={draft.videoUrl}
            placeholder={intl.formatMessage(messages.urlPlaceholder)}
            onChange={(e) => update({ videoUrl: e.target.value })}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.articleLink)}
          hint={optional}
          controlId={idOf('articleLink')}
          error={problemText('articleLink')}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            value={draft.articleLink}
            placeholder={intl.formatMessage(messages.urlPlaceholder)}
            onChange={(e) => update({ articleLink: e.target.value })}
          />
        </Field>
      </div>

      <Switch
        id={idOf('isPublic')}
        checked={draft.isPublic}
        onCheckedChange={(isPublic) => update({ isPublic })}
        label={intl.formatMessage(messages.visibility)}
        hint={intl.formatMessage(messages.visibilityHint)}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {intl.formatMessage(
            submitting
              ? editing
                ? messages.submittingEdit
                : messages.submittingCreate
              : editing
                ? messages.submitEdit
                : messages.submitCreate,
          )}
        </Button>
      </div>
    </form>
  );
}
