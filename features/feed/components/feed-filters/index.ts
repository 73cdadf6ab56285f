export {
  FeedFilters,
  parseFeedFilter,
  isFilterActive,
  type FeedFiltersProps,
} from './feed-filters';
