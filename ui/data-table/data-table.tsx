import { useId, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Field } from '../field';
import { Input } from '../input';
import { cn } from '../lib/cn';
import { Select, type SelectOption } from '../select';
import { Table, TableBody, TableCaption, TableCell, TableHeader, TableRow } from '../table';
import { DataTableBodyState, DataTableHead, DataTablePagination } from './data-table-parts';
import { messages } from './messages';
import { firstPageQuery, useDataTableQuery, type DataTableQuery } from './use-data-table-query';

/** A dropdown above the table that keeps only rows whose `columnId` value equals the choice. */
export type DataTableFilter = {
  columnId: string;
  label: string;
  options: SelectOption[];
};

type ClientMode = {
  /** `client` (default): sorting, search, filters and pages are worked out here on `data`. */
  mode?: 'client';
  rowCount?: never;
  /** The query, when the caller wants to hold it (keep it in the address, say). */
  query?: DataTableQuery;
  onQueryChange?: (query: DataTableQuery) => void;
};

type ServerMode = {
  /**
   * `server`: `data` is one page the API sorted, searched, filtered and cut; the table only
   * shows it and reports every change of `query` so the caller fetches the next one.
   */
  mode: 'server';
  /** How many rows match on the server, over all pages. */
  rowCount: number;
  query: DataTableQuery;
  onQueryChange: (query: DataTableQuery) => void;
};

export type DataTableProps<TData> = (ClientMode | ServerMode) & {
  /** TanStack column definitions (header, accessorKey/accessorFn, cell, enableSorting…). */
  // TanStack's own docs type columns this way: the value type differs per column.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: TData[];
  /** Names the table (and its scroll region) for assistive technology. */
  caption: string;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** Show a search box that filters rows on every searchable column (or asks the server to). */
  searchable?: boolean;
  /** Label of the search box; "Search" by default. */
  searchLabel?: string;
  /** One dropdown per filter. */
  filters?: DataTableFilter[];
  /** Rows per page at first; 10 by default. */
  pageSize?: number;
  /** Choices offered for rows per page. */
  pageSizeOptions?: number[];
  /** Heading shown when there is no data at all (no search or filter set); "No results" by default. */
  emptyText?: ReactNode;
  /** Shown under `emptyText` ("Appointments you book appear here"). */
  emptyDescription?: ReactNode;
  /** Shows placeholder rows and marks the table busy. */
  loading?: boolean;
  /** A failure to tell in the table's body (the catalogue's text); shown with a Retry when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => unknown;
  /** Sorting applied on first render, e.g. [{ id: 'date', desc: true }] (client mode). */
  initialSorting?: SortingState;
  getRowId?: (row: TData, index: number) => string;
  className?: string;
};

/** The pause after the last key before a server-side search is asked for. */
const SERVER_SEARCH_DELAY = 300;
const ALL = '__all__';

/**
 * A sortable, searchable, filterable and paginated table on TanStack Table and ui/table, in
 * the browser (`mode="client"`) or by the API (`mode="server"`). The table scrolls sideways
 * inside a focusable, labelled region on small screens.
 */
export function DataTable<TData>(props: DataTableProps<TData>) {
  const {
    columns,
    data,
    caption,
    hideCaption = false,
    searchable = false,
    searchLabel,
    filters = [],
    pageSize = 10,
    pageSizeOptions = [10, 20, 50],
    emptyText,
    emptyDescription,
    loading = false,
    error,
    onRetry,
    initialSorting = [],
    getRowId,
    className,
  } = props;
  const server = props.mode === 'server';
  const intl = useIntl();
  const id = useId();
  const captionId = `${id}-caption`;

  const query = useDataTableQuery({
    query: props.query,
    onQueryChange: props.onQueryChange,
    initial: firstPageQuery(pageSize, initialSorting),
    searchDelay: server ? SERVER_SEARCH_DELAY : 0,
  });
  const { sorting, globalFilter, columnFilters, pagination } = query.state;

  // TanStack returns new functions each render by design; the React Compiler must not memoise them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, globalFilter, columnFilters, pagination },
    onSortingChange: query.onSortingChange,
    onColumnFiltersChange: query.onColumnFiltersChange,
    onPaginationChange: query.onPaginationChange,
    onGlobalFilterChange: (value: string) => query.search(value ?? ''),
    globalFilterFn: 'includesString',
    defaultColumn: { filterFn: 'equalsString' },
    // The query hook goes back to the first page itself when a sort or filter changes.
    autoResetPageIndex: false,
    manualSorting: server,
    manualFiltering: server,
    manualPagination: server,
    rowCount: server ? props.rowCount : undefined,
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? {}
      : {
          getSortedRowModel: getSortedRowModel(),
          getFilteredRowModel: getFilteredRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
        }),
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const total = server ? props.rowCount : data.length;
  const matching = server ? props.rowCount : table.getFilteredRowModel().rows.length;
  const rows = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const sizes = Array.from(new Set([...pageSizeOptions, pageSize])).sort((a, b) => a - b);
  // A server-side table keeps its pager while the next page loads, so the pressed button keeps focus.
  const showPagination = total > (sizes[0] ?? pageSize) && (server || (!loading && !error));
  const filtering = globalFilter !== '' || columnFilters.length > 0;
  const hasToolbar = searchable || filters.length > 0;

  return (
    <div data-slot="data-table" className={cn('flex w-full flex-col gap-4', className)}>
      {hasToolbar ? (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-start gap-3">
          {searchable ? (
            <Field
              label={searchLabel ?? intl.formatMessage(messages.search)}
              className="min-w-48 flex-1"
            >
              <div className="relative">
                <Search
                  aria-hidden
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  type="search"
                  className="ps-9"
                  autoComplete="off"
                  placeholder={intl.formatMessage(messages.searchPlaceholder)}
                  value={query.searchText}
                  onChange={(event) => query.search(event.target.value)}
                />
              </div>
            </Field>
          ) : null}
          {filters.map((filter) => {
            const column = table.getColumn(filter.columnId);
            const value = (column?.getFilterValue() as string | undefined) ?? ALL;
            return (
              <Field key={filter.columnId} label={filter.label} className="w-full sm:w-48">
                <Select
                  options={[
                    { value: ALL, label: intl.formatMessage(messages.allOptions) },
                    ...filter.options,
                  ]}
                  value={value}
                  onValueChange={(next) => column?.setFilterValue(next === ALL ? undefined : next)}
                />
              </Field>
            );
          })}
        </div>
      ) : null}

      {/* One live region: announces loading, then how many rows match (a failure is an alert). */}
      <p role="status" className="sr-only">
        {loading
          ? intl.formatMessage(messages.loading)
          : error
            ? null
            : intl.formatMessage(messages.resultCount, { count: matching })}
      </p>

      <Table
        aria-busy={loading || undefined}
        containerProps={{
          role: 'region',
          'aria-labelledby': captionId,
          tabIndex: 0,
          className: 'rounded-lg border border-border bg-surface shadow-sm',
        }}
      >
        <TableCaption id={captionId} className={cn(hideCaption && 'sr-only')}>
          {caption}
        </TableCaption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <DataTableHead key={header.id} header={header} />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading || error || rows.length === 0 ? (
            <DataTableBodyState
              columnCount={columnCount}
              loading={loading}
              skeletonRows={Math.min(pagination.pageSize, 5)}
              error={error}
              onRetry={onRetry}
              emptyTitle={
                !filtering && emptyText ? emptyText : intl.formatMessage(messages.noResults)
              }
              emptyDescription={
                filtering ? intl.formatMessage(messages.noMatchHint) : emptyDescription
              }
            />
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>

      {showPagination ? (
        <DataTablePagination table={table} id={id} sizes={sizes} pageCount={pageCount} />
      ) : null}
    </div>
  );
}
