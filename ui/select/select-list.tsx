import type { ComponentProps } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '../lib/cn';
import type { SelectGroup, SelectOption } from './select';

const isGroup = (item: SelectOption | SelectGroup): item is SelectGroup => 'options' in item;

function Item({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      value={option.value}
      disabled={option.disabled}
      className={cn(
        'relative flex min-h-touch cursor-default items-center rounded-sm py-2 ps-9 pe-3 text-base outline-none select-none',
        'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-60',
      )}
    >
      <span
        data-slot="select-item-indicator"
        className="absolute start-2 flex size-5 items-center justify-center"
      >
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText data-slot="select-item-text">
        {option.label}
      </SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

type RootProps = ComponentProps<typeof SelectPrimitive.Root>;

export type SelectListProps = Pick<
  RootProps,
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'open'
  | 'defaultOpen'
  | 'onOpenChange'
  | 'name'
  | 'autoComplete'
  | 'dir'
  | 'disabled'
  | 'required'
> & {
  options: (SelectOption | SelectGroup)[];
  placeholder?: string;
  contentClassName?: string;
  /** Everything the trigger button takes: id, aria-*, class, ref, handlers. */
  trigger: ComponentProps<typeof SelectPrimitive.Trigger>;
};

/**
 * The Select as Radix draws it, trigger and list (about 20 KB compressed with its
 * positioning, focus and scroll-lock helpers). Loaded the first time a person opens a
 * Select (`select.tsx`), never before: a page whose dropdowns nobody opens downloads none
 * of it (ADR 0045).
 */
export default function SelectList({
  options,
  placeholder,
  contentClassName,
  trigger,
  required,
  ...root
}: SelectListProps) {
  return (
    <SelectPrimitive.Root {...root} required={required}>
      <SelectPrimitive.Trigger {...trigger}>
        <span data-slot="select-value" className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon data-slot="select-icon" asChild>
          <ChevronDown className="text-muted-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-md border border-border bg-surface text-surface-foreground shadow-md',
            contentClassName,
          )}
        >
          <SelectPrimitive.ScrollUpButton
            data-slot="select-scroll-up-button"
            className="flex h-6 items-center justify-center text-muted-foreground [&_svg]:size-4"
          >
            <ChevronUp />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
            {options.map((item) =>
              isGroup(item) ? (
                <SelectPrimitive.Group data-slot="select-group" key={item.label}>
                  <SelectPrimitive.Label
                    data-slot="select-label"
                    className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    {item.label}
                  </SelectPrimitive.Label>
                  {item.options.map((option) => (
                    <Item key={option.value} option={option} />
                  ))}
                </SelectPrimitive.Group>
              ) : (
                <Item key={item.value} option={item} />
              ),
            )}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton
            data-slot="select-scroll-down-button"
            className="flex h-6 items-center justify-center text-muted-foreground [&_svg]:size-4"
          >
            <ChevronDown />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
