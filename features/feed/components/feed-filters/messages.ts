import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  category: NoMessageValues;
  categoryAll: NoMessageValues;
  topics: NoMessageValues;
  specialties: NoMessageValues;
  provider: NoMessageValues;
  providerAll: NoMessageValues;
  contentType: NoMessageValues;
  contentTypeAll: NoMessageValues;
  clear: NoMessageValues;
  toggle: { count: number };
}>({
  title: { id: 'feed.feedFilters.title', defaultMessage: 'Filter posts' },
  category: { id: 'feed.feedFilters.category', defaultMessage: 'Category' },
  categoryAll: { id: 'feed.feedFilters.categoryAll', defaultMessage: 'All categories' },
  topics: { id: 'feed.feedFilters.topics', defaultMessage: 'Topics' },
  specialties: { id: 'feed.feedFilters.specialties', defaultMessage: 'Specialties' },
  provider: { id: 'feed.feedFilters.provider', defaultMessage: 'Provider' },
  providerAll: { id: 'feed.feedFilters.providerAll', defaultMessage: 'All providers' },
  contentType: { id: 'feed.feedFilters.contentType', defaultMessage: 'Content type' },
  contentTypeAll: { id: 'feed.feedFilters.contentTypeAll', defaultMessage: 'All content types' },
  clear: { id: 'feed.feedFilters.clear', defaultMessage: 'Clear filters' },
  toggle: {
    id: 'feed.feedFilters.toggle',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
  },
});
