import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Input } from '../input';
import { messages } from './messages';

export type SearchBarProps = {
  /** Called with the trimmed text; never called when the text is empty or only spaces. */
  onSubmit: (query: string) => void;
  /** Visible label of the search box; "Search" by default. */
  label?: string;
  /** Hide the label visually (it still names the box), e.g. in a page header. */
  hideLabel?: boolean;
  placeholder?: string;
  /** Controlled text. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Show a button that empties the box (when it has text). Default true. */
  clearable?: boolean;
  onClear?: () => void;
  /** Filter controls shown in the collapsible panel; the Filters button appears only with them. */
  filters?: ReactNode;
  /** Alias of `filters`. */
  children?: ReactNode;
  /** How many filters are set; shown as a badge on the Filters button. */
  activeFilterCount?: number;
  filtersOpen?: boolean;
  defaultFiltersOpen?: boolean;
  onFiltersOpenChange?: (open: boolean) => void;
  /** Accessible name of the search landmark, when a page has more than one. */
  'aria-label'?: string;
  className?: string;
};

/**
 * A search form (role="search"): a labelled box, a Search button and, when filters are
 * given, a Filters button that shows or hides them. Empty searches do nothing.
 */
export function SearchBar({
  onSubmit,
  label,
  hideLabel = false,
  placeholder,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  clearable = true,
  onClear,
  filters,
  children,
  activeFilterCount = 0,
  filtersOpen,
  defaultFiltersOpen = false,
  onFiltersOpenChange,
  'aria-label': ariaLabel,
  className,
}: SearchBarProps) {
  const intl = useIntl();
  const id = useId();
  const inputId = `${id}-input`;
  const panelId = `${id}-filters`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [innerValue, setInnerValue] = useState(defaultValue);
  const value = valueProp ?? innerValue;
  const setValue = (next: string) => {
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  };

  const [innerOpen, setInnerOpen] = useState(defaultFiltersOpen);
  const open = filtersOpen ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (filtersOpen === undefined) setInnerOpen(next);
    onFiltersOpenChange?.(next);
  };

  const panel = filters ?? children;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) return;
    onSubmit(query);
  };

  const clear = () => {
    setValue('');
    onClear?.();
    inputRef.current?.focus();
  };

  return (
    // The filters are a disclosure: a button that shows or hides a panel that is always there
    // (so its fields keep their values). Radix's Collapsible measured the panel for an
    // animation it does not have, which forced a whole-page style and layout pass while a
    // page drawn on the server was being taken over.
    <form
      data-slot="search-bar"
      role="search"
      aria-label={ariaLabel}
      onSubmit={submit}
      className={cn('flex w-full flex-col gap-3', className)}
    >
      <div className="flex flex-col gap-1.5">
        <label
          data-slot="search-bar-label"
          htmlFor={inputId}
          className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}
        >
          {label ?? intl.formatMessage(messages.label)}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative min-w-48 flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={inputRef}
              id={inputId}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={placeholder}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && value) {
                  event.preventDefault();
                  clear();
                }
              }}
              className={cn(
                'ps-9 [&::-webkit-search-cancel-button]:appearance-none',
                clearable && value && 'pe-12',
              )}
            />
            {clearable && value ? (
              <IconButton
                data-slot="search-bar-clear"
                label={intl.formatMessage(messages.clear)}
                onClick={clear}
                className="absolute end-0 top-1/2 -translate-y-1/2 text-muted-foreground"
              >
                <X aria-hidden />
              </IconButton>
            ) : null}
          </div>
          <Button data-slot="search-bar-submit" type="submit">
            <Search aria-hidden />
            {intl.formatMessage(messages.submit)}
          </Button>
          {panel ? (
            <Button
              data-slot="search-bar-filters-trigger"
              variant="outline"
              aria-controls={panelId}
              aria-expanded={open}
              data-state={open ? 'open' : 'closed'}
              onClick={() => setOpen(!open)}
            >
              <SlidersHorizontal aria-hidden />
              {intl.formatMessage(messages.filters)}
              {activeFilterCount > 0 ? (
                <>
                  <Badge aria-hidden variant="primary" size="sm">
                    {intl.formatNumber(activeFilterCount)}
                  </Badge>
                  <span className="sr-only">
                    {intl.formatMessage(messages.activeFilters, { count: activeFilterCount })}
                  </span>
                </>
              ) : null}
            </Button>
          ) : null}
        </div>
      </div>
      {panel ? (
        <div
          data-slot="search-bar-filters"
          data-state={open ? 'open' : 'closed'}
          id={panelId}
          className="rounded-lg border border-border bg-surface p-4 shadow-sm data-[state=closed]:hidden"
        >
          {panel}
        </div>
      ) : null}
    </form>
  );
}
