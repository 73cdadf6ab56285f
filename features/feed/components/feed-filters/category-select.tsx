import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { useIntl } from 'react-intl';
import { postSpecialties, postTopics, type FeedCategory } from '@contract/feed';
import { feedCategoryLabel } from '@lib/i18n/feed-categories';
import { useFieldControl } from '@ui/field';
import { cn } from '@ui/lib';
import { selectVariants } from '@ui/select';
import { messages } from './messages';

/** The value of "All categories" (a Radix item needs a non-empty value). */
export const ALL = 'all';

function Item({ value, label }: { value: string; label: string }) {
  return (
    <SelectPrimitive.Item
      value={value}
      className={cn(
        'relative flex min-h-touch cursor-default items-center rounded-sm py-2 ps-9 pe-3 text-base outline-none select-none',
        'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
      )}
    >
      <span className="absolute start-2 flex size-5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{label}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

const groupLabelClassName =
  'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase';

/**
 * The category choice, in two labelled groups: the post form's topics and the
 * specialties of 000 §9. It looks and behaves as `@ui/select`, which has no groups yet;
 * named by the enclosing `<Field>`.
 */
export function CategorySelect({
  value,
  onValueChange,
}: {
  value: FeedCategory | undefined;
  onValueChange: (value: FeedCategory | undefined) => void;
}) {
  const intl = useIntl();
  const field = useFieldControl();
  return (
    <SelectPrimitive.Root
      value={value ?? ALL}
      onValueChange={(next) => onValueChange(next === ALL ? undefined : (next as FeedCategory))}
    >
      <SelectPrimitive.Trigger
        id={field.id}
        aria-labelledby={field.labelId}
        aria-describedby={field.describedBy}
        className={selectVariants()}
      >
        <span className="min-w-0 truncate">
          <SelectPrimitive.Value />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown className="text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-md border border-border bg-surface text-surface-foreground shadow-md',
          )}
        >
          <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-muted-foreground [&_svg]:size-4">
            <ChevronUp />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1">
            <Item value={ALL} label={intl.formatMessage(messages.categoryAll)} />
            <SelectPrimitive.Group>
              <SelectPrimitive.Label className={groupLabelClassName}>
                {intl.formatMessage(messages.topics)}
              </SelectPrimitive.Label>
              {postTopics.map((category) => (
                <Item key={category} value={category} label={feedCategoryLabel(intl, category)} />
              ))}
            </SelectPrimitive.Group>
            <SelectPrimitive.Separator className="my-1 h-px bg-border" />
            <SelectPrimitive.Group>
              <SelectPrimitive.Label className={groupLabelClassName}>
                {intl.formatMessage(messages.specialties)}
              </SelectPrimitive.Label>
              {postSpecialties.map((category) => (
                <Item key={category} value={category} label={feedCategoryLabel(intl, category)} />
              ))}
            </SelectPrimitive.Group>
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-muted-foreground [&_svg]:size-4">
            <ChevronDown />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
