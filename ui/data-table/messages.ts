import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  search: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  allOptions: NoMessageValues;
  noResults: NoMessageValues;
  loading: NoMessageValues;
  resultCount: { count: number };
  pageStatus: { page: number; pages: number };
  previousPage: NoMessageValues;
  nextPage: NoMessageValues;
  rowsPerPage: NoMessageValues;
  pagination: NoMessageValues;
  noMatchHint: NoMessageValues;
}>({
  search: { id: 'ui.dataTable.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'ui.dataTable.searchPlaceholder',
    defaultMessage: 'Type to filter rows',
  },
  allOptions: { id: 'ui.dataTable.allOptions', defaultMessage: 'All' },
  noResults: { id: 'ui.dataTable.noResults', defaultMessage: 'No results' },
  loading: { id: 'ui.dataTable.loading', defaultMessage: 'Loading data' },
  resultCount: {
    id: 'ui.dataTable.resultCount',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
  },
  pageStatus: {
    id: 'ui.dataTable.pageStatus',
    defaultMessage: 'Page {page, number} of {pages, number}',
  },
  previousPage: { id: 'ui.dataTable.previousPage', defaultMessage: 'Previous' },
  nextPage: { id: 'ui.dataTable.nextPage', defaultMessage: 'Next' },
  rowsPerPage: { id: 'ui.dataTable.rowsPerPage', defaultMessage: 'Rows per page' },
  pagination: {
    id: 'ui.dataTable.pagination',
    defaultMessage: 'Table pages',
    description: 'Name of the navigation landmark around the previous/next page buttons.',
  },
  noMatchHint: {
    id: 'ui.dataTable.noMatchHint',
    defaultMessage: 'Try other words or clear a filter.',
    description: 'Below "No results" when a search or filter matched no rows.',
  },
});
