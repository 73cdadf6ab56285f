import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@ui/button';
import { FormField } from '@ui/form';
import { Input } from '@ui/input';
import { messages } from './messages';
import { addTags } from './post-draft';
import type { PostFormValues } from './post-form-schema';

type PostForm = Pick<
  UseFormReturn<PostFormValues>,
  'getValues' | 'setValue' | 'setError' | 'clearErrors'
>;

/**
 * Adds typed tags to the post's (001 §5): true when they fit, else false with the
 * contract's reason at the tags field.
 */
export function addTypedTags(form: PostForm, typed: readonly string[]): boolean {
  if (typed.every((t) => !t.trim())) return true;
  const result = addTags(form.getValues('tags') ?? [], typed);
  if ('problem' in result) {
    form.setError('tags', { type: 'tags', message: result.problem });
    return false;
  }
  form.setValue('tags', result.tags);
  form.clearErrors('tags');
  return true;
}

/** Tags: Enter or a comma adds the typed one; each added tag can be removed again. */
export function PostTagsField() {
  const intl = useIntl();
  const form = useFormContext<PostFormValues>();
  const [tags = [], tagInput, lang] = useWatch({
    control: form.control,
    name: ['tags', 'tagInput', 'language'],
  });
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it does not send the whole form.
    event.preventDefault();
    if (addTypedTags(form, [tagInput])) form.setValue('tagInput', '');
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const parts = event.target.value.split(',');
    const rest = parts.pop() ?? '';
    form.clearErrors('tags');
    form.setValue(
      'tagInput',
      parts.length === 0 || addTypedTags(form, parts) ? rest : event.target.value,
    );
  };
  const removeTag = (tag: string) => {
    const index = tags.indexOf(tag);
    form.setValue(
      'tags',
      tags.filter((t) => t !== tag),
    );
    form.clearErrors('tags');
    // Focus stays in the list (the next tag's remove button), or returns to the box.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-tag-remove]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else form.setFocus('tags');
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField
        name="tags"
        label={intl.formatMessage(messages.tags)}
        hint={intl.formatMessage(messages.tagsHint)}
        render={(field) => (
          <Input
            ref={field.ref}
            name="tagInput"
            lang={lang}
            value={tagInput}
            autoComplete="off"
            enterKeyHint="enter"
            onKeyDown={onKeyDown}
            onChange={onChange}
          />
        )}
      />
      {tags.length > 0 ? (
        <ul
          ref={listRef}
          aria-label={intl.formatMessage(messages.tagsList)}
          className="flex flex-wrap gap-2"
        >
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-accent ps-3 text-sm font-medium text-accent-foreground"
            >
              <span lang={lang} className="before:content-['#']">
                {tag}
              </span>
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
  );
}
