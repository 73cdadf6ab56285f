import type { ReactNode } from 'react';
import { flexRender, type Header, type Table as TanStackTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, ChevronsUpDown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { cn } from '../lib/cn';
import { Select } from '../select';
import { Skeleton } from '../skeleton';
import { TableCell, TableHead, TableRow } from '../table';
import { messages } from './messages';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sortable one holds a button and says its order through aria-sort. */
export function DataTableHead<TData>({ header }: { header: Header<TData, unknown> }) {
  const canSort = header.column.getCanSort();
  const sorted = header.column.getIsSorted();
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <TableHead
      colSpan={header.colSpan}
      aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
      className={cn(canSort && 'py-1')}
    >
      {canSort ? (
        <button
          type="button"
          data-slot="data-table-sort"
          onClick={header.column.getToggleSortingHandler()}
          className="focus-ring -mx-2 inline-flex min-h-touch items-center gap-1.5 rounded-sm px-2 font-semibold hover:bg-background"
        >
          {content}
          <SortIcon
            aria-hidden
            className={cn('size-4 shrink-0', sorted ? 'text-foreground' : 'text-muted-foreground')}
          />
        </button>
      ) : (
        content
      )}
    </TableHead>
  );
}

/** The body while there are no rows to show: placeholders, the failure, or the empty state. */
export function DataTableBodyState({
  columnCount,
  loading,
  skeletonRows,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
}: {
  columnCount: number;
  loading: boolean;
  skeletonRows: number;
  error: ReactNode;
  onRetry: (() => unknown) | undefined;
  emptyTitle: ReactNode;
  emptyDescription: ReactNode;
}) {
  if (loading) {
    return Array.from({ length: skeletonRows }, (_, i) => (
      // Placeholders are hidden from assistive technology; the status says "Loading data".
      <TableRow key={`skeleton-${i}`} aria-hidden data-slot="data-table-skeleton-row">
        {Array.from({ length: columnCount }, (_, j) => (
          <TableCell key={j}>
            <Skeleton shape="text" className={j % 2 ? 'w-16' : 'w-28'} />
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columnCount} className="whitespace-normal">
        {error ? (
          <ErrorState size="sm" description={error} onRetry={onRetry} />
        ) : (
          <EmptyState size="sm" title={emptyTitle} description={emptyDescription} />
        )}
      </TableCell>
    </TableRow>
  );
}

/** Rows per page, "Page x of y" and the previous / next buttons. */
export function DataTablePagination<TData>({
  table,
  id,
  sizes,
  pageCount,
}: {
  table: TanStackTable<TData>;
  id: string;
  sizes: number[];
  pageCount: number;
}) {
  const intl = useIntl();
  const { pageIndex, pageSize } = table.getState().pagination;
  const canPrevious = table.getCanPreviousPage();
  const canNext = table.getCanNextPage();
  return (
    <div
      data-slot="data-table-pagination"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-page-size`} className="text-sm text-foreground">
          {intl.formatMessage(messages.rowsPerPage)}
        </label>
        <Select
          id={`${id}-page-size`}
          className="w-24"
          options={sizes.map((size) => ({ value: String(size), label: intl.formatNumber(size) }))}
          value={String(pageSize)}
          onValueChange={(next) => table.setPageSize(Number(next))}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {intl.formatMessage(messages.pageStatus, { page: pageIndex + 1, pages: pageCount })}
      </p>
      {/* aria-disabled, not disabled: at the last page the pressed button keeps focus. */}
      <nav aria-label={intl.formatMessage(messages.pagination)} className="flex items-center gap-2">
        <Button
          variant="outline"
          aria-disabled={!canPrevious || undefined}
          onClick={() => canPrevious && table.previousPage()}
        >
          <ChevronLeft aria-hidden className="rtl:rotate-180" />
          {intl.formatMessage(messages.previousPage)}
        </Button>
        <Button
          variant="outline"
          aria-disabled={!canNext || undefined}
          onClick={() => canNext && table.nextPage()}
        >
          {intl.formatMessage(messages.nextPage)}
          <ChevronRight aria-hidden className="rtl:rotate-180" />
        </Button>
      </nav>
    </div>
  );
}
