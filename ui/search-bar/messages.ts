import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  submit: NoMessageValues;
  clear: NoMessageValues;
  filters: NoMessageValues;
  activeFilters: { count: number };
}>({
  label: { id: 'ui.searchBar.label', defaultMessage: 'Search' },
  submit: { id: 'ui.searchBar.submit', defaultMessage: 'Search' },
  clear: { id: 'ui.searchBar.clear', defaultMessage: 'Clear search' },
  filters: { id: 'ui.searchBar.filters', defaultMessage: 'Filters' },
  activeFilters: {
    id: 'ui.searchBar.activeFilters',
    defaultMessage: '{count, plural, one {# active} other {# active}}',
  },
});
