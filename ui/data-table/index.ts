export { DataTable, type DataTableProps, type DataTableFilter } from './data-table';
