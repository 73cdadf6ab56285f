import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './data-table';
import type { DataTableQuery } from './use-data-table-query';

type Patient = { id: string; name: string; city: string; visits: number };

const names = ['Sita', 'Ram', 'Gita', 'Bikash', 'Anjali', 'Hari', 'Maya', 'Suman'];
const surnames = ['Sharma', 'Thapa', 'Gurung'];
const cities = ['Kathmandu', 'Pokhara', 'Biratnagar'];
// 24 patients: three pages of ten on the "server".
const patients: Patient[] = surnames.flatMap((surname, s) =>
  names.map((name, n) => ({
    id: `p-${s * 8 + n + 1}`,
    name: `${name} ${surname}`,
    city: cities[(s + n) % 3]!,
    visits: ((s * 8 + n) * 7) % 13,
  })),
);

/** What an API would do with the table's query: search, filter, sort, then cut one page. */
function fakeApi({ sorting, globalFilter, columnFilters, pagination }: DataTableQuery) {
  const text = globalFilter.toLowerCase();
  let rows = patients.filter(
    (p) =>
      (!text || `${p.name} ${p.city}`.toLowerCase().includes(text)) &&
      columnFilters.every((f) => String(p[f.id as keyof Patient]) === f.value),
  );
  const [sort] = sorting;
  if (sort) {
    const key = sort.id as keyof Patient;
    rows = [...rows].sort(
      (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.desc ? -1 : 1),
    );
  }
  const start = pagination.pageIndex * pagination.pageSize;
  return new Promise<{ rows: Patient[]; total: number }>((resolve) =>
    setTimeout(
      () => resolve({ rows: rows.slice(start, start + pagination.pageSize), total: rows.length }),
      200,
    ),
  );
}

const columns: ColumnDef<Patient>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'city', header: 'City' },
  { accessorKey: 'visits', header: 'Visits' },
];

/** A caller as an admin screen would be: it holds the query and fetches a page per change. */
function ServerTable({ onQueryChange }: { onQueryChange: (query: DataTableQuery) => void }) {
  const [query, setQuery] = useState<DataTableQuery>({
    sorting: [],
    globalFilter: '',
    columnFilters: [],
    pagination: { pageIndex: 0, pageSize: 10 },
  });
  const [page, setPage] = useState<{ rows: Patient[]; total: number; for?: DataTableQuery }>({
    rows: [],
    total: 0,
  });
  useEffect(() => {
    let live = true;
    void fakeApi(query).then((result) => {
      if (live) setPage({ ...result, for: query });
    });
    return () => {
      live = false;
    };
  }, [query]);
  return (
    <DataTable
      mode="server"
      caption="Patients"
      columns={columns}
      data={page.rows}
      rowCount={page.total}
      loading={page.for !== query}
      searchable
      filters={[
        {
          columnId: 'city',
          label: 'City',
          options: cities.map((city) => ({ value: city, label: city })),
        },
      ]}
      getRowId={(row) => row.id}
      query={query}
      onQueryChange={(next) => {
        onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/DataTable/Server',
  component: ServerTable,
  args: { onQueryChange: fn() },
  // The picture is of the first page, once the "server" has answered.
  parameters: { visual: { waitFor: 'tr[data-slot="table-row"]:not([aria-hidden]) td' } },
} satisfies Meta<typeof ServerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstName = (table: HTMLElement) =>
  within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]!.textContent;

export const ServerSorted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Patients' });
    await expect(await within(table).findByRole('cell', { name: 'Sita Sharma' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('24 results');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(11);

    // Sorting asks the server, from the first page.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        sorting: [{ id: 'name', desc: false }],
        pagination: { pageIndex: 0, pageSize: 10 },
      }),
    );
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() => expect(firstName(table)).toBe('Anjali Gurung'));

    // Paging too; the pager stays while the page loads, so the pressed button keeps focus.
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(next).toHaveFocus();
    await waitFor(() => expect(firstName(table)).toBe('Hari Sharma'));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pagination: { pageIndex: 1, pageSize: 10 } }),
    );
  },
};

export const ServerSearched: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Patients' });
    await within(table).findByRole('cell', { name: 'Sita Sharma' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();

    // The server is asked once the typing pauses, not once per key, and from page one.
    const calls = (args.onQueryChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'pokhara');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 results'));
    await expect(args.onQueryChange).toHaveBeenCalledTimes(calls + 1);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        globalFilter: 'pokhara',
        pagination: { pageIndex: 0, pageSize: 10 },
      }),
    );
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Pokhara');
    }
    // Eight rows fit on one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Table pages' })).not.toBeInTheDocument();
  },
};

export const ServerFiltered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Patients' });
    await within(table).findByRole('cell', { name: 'Sita Sharma' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Biratnagar' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ columnFilters: [{ id: 'city', value: 'Biratnagar' }] }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 results'));
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Biratnagar');
    }
  },
};
