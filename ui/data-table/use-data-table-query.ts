import { useEffect, useRef, useState } from 'react';
import type {
  ColumnFiltersState,
  PaginationState,
  SortingState,
  Updater,
} from '@tanstack/react-table';

/** What a server-side table asks the API for: the caller turns it into query parameters. */
export type DataTableQuery = {
  sorting: SortingState;
  /** The search box's text (debounced in server mode). */
  globalFilter: string;
  columnFilters: ColumnFiltersState;
  pagination: PaginationState;
};

/** The query a table starts from: no search or filter, the first page, `sorting` if given. */
export const firstPageQuery = (pageSize: number, sorting: SortingState = []): DataTableQuery => ({
  sorting,
  globalFilter: '',
  columnFilters: [],
  pagination: { pageIndex: 0, pageSize },
});

const resolve = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/**
 * The table's sorting, search, filters and page, controlled (`query` given) or kept here.
 * A new sort, search or filter goes back to the first page, in both modes; every change is
 * reported whole through `onQueryChange`, so a server-side caller fetches from one object.
 */
export function useDataTableQuery({
  query,
  onQueryChange,
  initial,
  searchDelay,
}: {
  query: DataTableQuery | undefined;
  onQueryChange: ((query: DataTableQuery) => void) | undefined;
  initial: DataTableQuery;
  searchDelay: number;
}) {
  const [own, setOwn] = useState(initial);
  const state = query ?? own;
  // The latest query, for a search that lands after a sort or page made since it was typed.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const change = (next: Partial<DataTableQuery>) => {
    const current = latest.current;
    const restart = 'sorting' in next || 'globalFilter' in next || 'columnFilters' in next;
    const merged: DataTableQuery = {
      ...current,
      ...next,
      pagination: restart
        ? { ...current.pagination, pageIndex: 0 }
        : (next.pagination ?? current.pagination),
    };
    latest.current = merged;
    setOwn(merged);
    onQueryChange?.(merged);
  };

  // The search box shows what is typed at once; the query follows after `searchDelay`, so a
  // server is asked once per pause rather than once per key.
  const [searchText, setSearchText] = useState(state.globalFilter);
  const [seenFilter, setSeenFilter] = useState(state.globalFilter);
  if (state.globalFilter !== seenFilter) {
    // The query's search changed from outside (a reset): the box follows it.
    setSeenFilter(state.globalFilter);
    setSearchText(state.globalFilter);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    setSearchText(text);
    clearTimeout(timer.current);
    if (searchDelay <= 0) {
      setSeenFilter(text);
      change({ globalFilter: text });
    } else {
      timer.current = setTimeout(() => {
        setSeenFilter(text);
        change({ globalFilter: text });
      }, searchDelay);
    }
  };

  return {
    state,
    searchText,
    search,
    onSortingChange: (u: Updater<SortingState>) => change({ sorting: resolve(u, state.sorting) }),
    onColumnFiltersChange: (u: Updater<ColumnFiltersState>) =>
      change({ columnFilters: resolve(u, state.columnFilters) }),
    onPaginationChange: (u: Updater<PaginationState>) =>
      change({ pagination: resolve(u, state.pagination) }),
  };
}
