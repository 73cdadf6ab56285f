import { useId, useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import {
  ArrowDown,
  ArrowUp,
  ChevronLeft,
  ChevronRight,
  ChevronsUpDown,
  Search,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import { Select, type SelectOption } from '../select';
import { Skeleton } from '../skeleton';
import { messages } from './messages';

/** A dropdown above the table that keeps only rows whose `columnId` value equals the choice. */
export type DataTableFilter = {
  columnId: string;
  label: string;
  options: SelectOption[];
};

export type DataTableProps<TData> = {
  /** TanStack column definitions (header, accessorKey/accessorFn, cell, enableSorting…). */
  // TanStack's own docs type columns this way: the value type differs per column.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: TData[];
  /** Names the table (and its scroll region) for assistive technology. */
  caption: string;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** Show a search box that filters rows on every searchable column. */
  searchable?: boolean;
  /** Label of the search box; "Search" by default. */
  searchLabel?: string;
  /** One dropdown per filter. */
  filters?: DataTableFilter[];
  /** Rows per page; 10 by default. */
  pageSize?: number;
  /** Choices offered for rows per page. */
  pageSizeOptions?: number[];
  /** Shown when `data` is empty; "No results" by default. */
  emptyText?: string;
  /** Shows placeholder rows and marks the table busy. */
  loading?: boolean;
  /** Sorting applied on first render, e.g. [{ id: 'date', desc: true }]. */
  initialSorting?: SortingState;
  getRowId?: (row: TData, index: number) => string;
  className?: string;
};

const ALL = '__all__';

const cellClass = 'px-4 py-3 text-start align-middle whitespace-nowrap';

/**
 * A sortable, searchable, filterable and paginated table on TanStack Table. The table
 * scrolls sideways inside a focusable, labelled region on small screens.
 */
export function DataTable<TData>({
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
  loading = false,
  initialSorting = [],
  getRowId,
  className,
}: DataTableProps<TData>) {
  const intl = useIntl();
  const id = useId();
  const captionId = `${id}-caption`;

  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });

  // TanStack returns new functions each render by design; the React Compiler must not memoise them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, globalFilter, columnFilters, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnFiltersChange: setColumnFilters,
    onPaginationChange: setPagination,
    globalFilterFn: 'includesString',
    defaultColumn: { filterFn: 'equalsString' },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const columnCount = table.getVisibleLeafColumns().length;
  const matching = table.getFilteredRowModel().rows.length;
  const rows = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const sizes = Array.from(new Set([...pageSizeOptions, pageSize])).sort((a, b) => a - b);
  const showPagination = !loading && data.length > (sizes[0] ?? pageSize);
  const hasToolbar = searchable || filters.length > 0;

  return (
    <div className={cn('flex w-full flex-col gap-4', className)}>
      {hasToolbar ? (
        <div className="flex flex-wrap items-start gap-3">
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
                  value={globalFilter}
                  onChange={(event) => table.setGlobalFilter(event.target.value)}
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

      {/* One live region: announces loading, then how many rows match. */}
      <p role="status" className="sr-only">
        {loading
          ? intl.formatMessage(messages.loading)
          : intl.formatMessage(messages.resultCount, { count: matching })}
      </p>

      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="w-full overflow-x-auto rounded-lg border border-border bg-surface shadow-sm focus-ring"
      >
        <table aria-busy={loading || undefined} className="w-full border-collapse text-sm">
          <caption
            id={captionId}
            className={cn(
              hideCaption
                ? 'sr-only'
                : 'px-4 pt-3 pb-2 text-start text-base font-semibold text-foreground',
            )}
          >
            {caption}
          </caption>
          <thead className="bg-muted text-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  const SortIcon =
                    sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={
                        !canSort
                          ? undefined
                          : sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                      }
                      className={cn(cellClass, 'py-1 font-semibold', !canSort && 'py-3')}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-2 inline-flex min-h-touch items-center gap-1.5 rounded-sm px-2 font-semibold hover:bg-background focus-ring"
                        >
                          {content}
                          <SortIcon
                            aria-hidden
                            className={cn(
                              'size-4 shrink-0',
                              sorted ? 'text-foreground' : 'text-muted-foreground',
                            )}
                          />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: Math.min(pagination.pageSize, 5) }, (_, i) => (
                <tr key={`skeleton-${i}`} aria-hidden className="border-t border-border">
                  {Array.from({ length: columnCount }, (_, j) => (
                    <td key={j} className={cellClass}>
                      <Skeleton shape="text" className={j % 2 ? 'w-16' : 'w-28'} />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr className="border-t border-border">
                <td colSpan={columnCount} className="px-4 py-10 text-center text-muted-foreground">
                  {data.length === 0 && emptyText
                    ? emptyText
                    : intl.formatMessage(messages.noResults)}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-t border-border transition-colors duration-fast hover:bg-background"
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cn(cellClass, 'text-foreground')}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {showPagination ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-page-size`} className="text-sm text-foreground">
              {intl.formatMessage(messages.rowsPerPage)}
            </label>
            <Select
              id={`${id}-page-size`}
              className="w-24"
              options={sizes.map((size) => ({
                value: String(size),
                label: intl.formatNumber(size),
              }))}
              value={String(pagination.pageSize)}
              onValueChange={(next) => table.setPageSize(Number(next))}
            />
          </div>
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage(messages.pageStatus, {
              page: pagination.pageIndex + 1,
              pages: pageCount,
            })}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              <ChevronLeft aria-hidden className="rtl:rotate-180" />
              {intl.formatMessage(messages.previousPage)}
            </Button>
            <Button
              variant="outline"
              onClick={() => table.nextPage()}
              disabled={!table.getCanNextPage()}
            >
              {intl.formatMessage(messages.nextPage)}
              <ChevronRight aria-hidden className="rtl:rotate-180" />
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
