export { DataTable, type DataTableProps, type DataTableFilter } from './data-table';
export { firstPageQuery, type DataTableQuery } from './use-data-table-query';
