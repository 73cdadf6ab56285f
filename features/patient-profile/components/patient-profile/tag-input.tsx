import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Badge } from '@ui/badge';
import { Button } from '@ui/button';
import { Input } from '@ui/input';
import { messages } from './messages';

export type TagInputProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * Allergies or conditions as tags (002 §5): trimmed, none empty, none twice (case
 * aside). A repeated one is not added; the list is the field's value.
 */
export function TagInput({ value, onChange, onBlur, ref, ...inputProps }: TagInputProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const listId = useId();
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (!value.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase()))
      onChange([...value, tag]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          {...inputProps}
          ref={ref}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          aria-controls={listId}
        />
        <Button type="button" variant="outline" onClick={add}>
          {intl.formatMessage(messages.addTag)}
        </Button>
      </div>
      <ul id={listId} className="flex flex-wrap gap-1.5" aria-live="polite">
        {value.map((tag) => (
          <li key={tag}>
            <Badge variant="outline" className="gap-0 pr-0">
              {tag}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={intl.formatMessage(messages.removeTag, { tag })}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X aria-hidden />
              </Button>
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
