import { useId, useState, type ComponentProps } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { FeedFilter } from '@contract/feed';
import {
  feedCategories,
  feedContentTypes,
  postSpecialties,
  postTopics,
  type FeedCategory,
  feedProviders,
  type FeedContentType,
  type FeedProvider,
} from '@contract/feed-values';
import { Button } from '@ui/button';
import { Field } from '@ui/field';
import { cn } from '@ui/lib';
import { feedCategoryLabel } from '@lib/i18n/feed-categories';
import { Select } from '@ui/select';
import { contentTypeMessages, providerMessages } from '../../messages';
import { messages } from './messages';

/** The value of "All …" (a Radix item needs a non-empty value). */
const ALL = 'all';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The filter a URL's query names (`?category=&provider=&contentType=`); unknown values are ignored. */
export const parseFeedFilter = (params: URLSearchParams): FeedFilter => ({
  category: oneOf(feedCategories, params.get('category')),
  provider: oneOf(feedProviders, params.get('provider')),
  contentType: oneOf(feedContentTypes, params.get('contentType')),
});

export const isFilterActive = (filter: FeedFilter) =>
  Boolean(filter.category || filter.provider || filter.contentType);

const activeCount = (filter: FeedFilter) =>
  [filter.category, filter.provider, filter.contentType].filter(Boolean).length;

export type FeedFiltersProps = Omit<ComponentProps<'section'>, 'children' | 'onChange'> & {
  value: FeedFilter;
  onChange: (filter: FeedFilter) => void;
};

/**
 * The feed's filters (000 §2, §9): category, provider and content type, each with "All".
 * On a phone they fold away behind a Filters button (with how many are set), so the
 * posts are not pushed below the first screen; from tablets up they are always shown.
 */
export function FeedFilters({ value, onChange, className, ...props }: FeedFiltersProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const active = isFilterActive(value);
  // Open at first when a link or reload brought filters, so the reader sees why.
  const [open, setOpen] = useState(active);
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-surface p-4',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="sr-only">
        {intl.formatMessage(messages.title)}
      </h2>
      <Button
        variant="outline"
        className="self-start sm:hidden"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <SlidersHorizontal aria-hidden />
        {intl.formatMessage(messages.toggle, { count: activeCount(value) })}
      </Button>
      <div id={bodyId} className={cn('flex flex-col gap-4', !open && 'max-sm:hidden')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={intl.formatMessage(messages.category)}>
            <Select
              value={value.category ?? ALL}
              onValueChange={(category) =>
                onChange({ ...value, category: oneOf<FeedCategory>(feedCategories, category) })
              }
              options={[
                { value: ALL, label: intl.formatMessage(messages.categoryAll) },
                ...(
                  [
                    [messages.topics, postTopics],
                    [messages.specialties, postSpecialties],
                  ] as const
                ).map(([label, categories]) => ({
                  label: intl.formatMessage(label),
                  options: categories.map((category) => ({
                    value: category,
                    label: feedCategoryLabel(intl, category),
                  })),
                })),
              ]}
            />
          </Field>
          <Field label={intl.formatMessage(messages.provider)}>
            <Select
              value={value.provider ?? ALL}
              onValueChange={(provider) =>
                onChange({ ...value, provider: oneOf<FeedProvider>(feedProviders, provider) })
              }
              options={[
                { value: ALL, label: intl.formatMessage(messages.providerAll) },
                ...feedProviders.map((provider) => ({
                  value: provider,
                  label: intl.formatMessage(providerMessages[provider]),
                })),
              ]}
            />
          </Field>
          <Field label={intl.formatMessage(messages.contentType)}>
            <Select
              value={value.contentType ?? ALL}
              onValueChange={(contentType) =>
                onChange({
                  ...value,
                  contentType: oneOf<FeedContentType>(feedContentTypes, contentType),
                })
              }
              options={[
                { value: ALL, label: intl.formatMessage(messages.contentTypeAll) },
                ...feedContentTypes.map((type) => ({
                  value: type,
                  label: intl.formatMessage(contentTypeMessages[type]),
                })),
              ]}
            />
          </Field>
        </div>
        <Button
          variant="outline"
          className="self-start"
          // Not `disabled`: focus stays on the button after clearing.
          aria-disabled={!active || undefined}
          onClick={() => {
            if (active) onChange({});
          }}
        >
          <X aria-hidden />
          {intl.formatMessage(messages.clear)}
        </Button>
      </div>
    </section>
  );
}
