export { DataTable, type DataTableProps, type DataTableFilter } from './data-table';
export type { DataTableQuery } from './use-data-table-query';
