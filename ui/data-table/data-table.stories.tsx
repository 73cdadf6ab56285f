import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../badge';
import { DataTable } from './data-table';

type Appointment = {
  id: string;
  patient: string;
  doctor: string;
  department: string;
  date: string;
  status: 'confirmed' | 'requested' | 'completed' | 'cancelled';
};

const statusLabel: Record<Appointment['status'], string> = {
  confirmed: 'Confirmed',
  requested: 'Requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const patients = [
  'Sita Sharma',
  'Ram Bahadur Thapa',
  'Gita Gurung',
  'Bikash Shrestha',
  'Anjali Rai',
  'Hari Prasad Adhikari',
  'Maya Tamang',
  'Suman Karki',
  'Pooja Magar',
  'Nabin Basnet',
  'Kamala Khadka',
  'Dipesh Lama',
];
const doctors = ['Dr. Aarati Joshi', 'Dr. Prakash Pandey', 'Dr. Sunita Koirala'];
const departments = ['Cardiology', 'Paediatrics', 'General medicine'];
const statuses: Appointment['status'][] = ['confirmed', 'requested', 'completed', 'cancelled'];

const appointments: Appointment[] = patients.map((patient, i) => ({
  id: `apt-${i + 1}`,
  patient,
  doctor: doctors[i % 3]!,
  department: departments[i % 3]!,
  date: `2025-03-${String(10 + i).padStart(2, '0')}`,
  status: statuses[i % 4]!,
}));

const columns: ColumnDef<Appointment>[] = [
  { accessorKey: 'patient', header: 'Patient' },
  { accessorKey: 'doctor', header: 'Doctor' },
  { accessorKey: 'department', header: 'Department' },
  { accessorKey: 'date', header: 'Date' },
  {
    accessorKey: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <Badge status={row.original.status}>{statusLabel[row.original.status]}</Badge>
    ),
  },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Appointment>,
  args: {
    columns,
    data: appointments,
    caption: 'Appointments',
    getRowId: (row) => row.id,
  },
} satisfies Meta<typeof DataTable<Appointment>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text of the first cell of each body row. */
const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointments' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    // 10 rows per page by default (plus the header row).
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('12 results');

    // The scroll region is labelled and reachable by keyboard.
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Then the sortable headers, in order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Patient' })).toHaveFocus();
    await expect(canvas.getByRole('columnheader', { name: 'Patient' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    // "Status" is not sortable: no button, no aria-sort.
    const status = canvas.getByRole('columnheader', { name: 'Status' });
    await expect(status).not.toHaveAttribute('aria-sort');
    await expect(within(status).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Sorted: Story = {
  args: { initialSorting: [{ id: 'patient', desc: false }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointments' });
    const header = canvas.getByRole('columnheader', { name: 'Patient' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(table)[0]).toBe('Anjali Rai');

    // Keyboard: Enter on the header button reverses the order.
    canvas.getByRole('button', { name: 'Patient' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(table)[0]).toBe('Suman Karki');

    // Space on another header sorts by that column instead.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Department' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Department' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cardiology');
  },
};

export const Searched: Story = {
  args: { searchable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointments' });
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Type to filter rows');

    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.keyboard('gurung');
    await expect(firstColumn(table)).toEqual(['Gita Gurung']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 result');

    // Search covers every text column, e.g. the doctor.
    await userEvent.clear(search);
    await userEvent.type(search, 'Koirala');
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 results');
  },
};

export const SearchNoMatch: Story = {
  args: { searchable: true, emptyText: 'No appointments yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'zzz');
    const table = canvas.getByRole('table', { name: 'Appointments' });
    // A search with no match says so (not the "no data yet" text) and what to do.
    await expect(within(table).getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(within(table).getByText('Try other words or clear a filter.')).toBeVisible();
    await expect(canvas.queryByText('No appointments yet')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('No results');
  },
};

export const Filtered: Story = {
  args: {
    filters: [
      {
        columnId: 'status',
        label: 'Status',
        options: statuses.map((value) => ({ value, label: statusLabel[value] })),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointments' });
    const filter = canvas.getByRole('combobox', { name: 'Status' });
    await expect(filter).toHaveTextContent('All');

    // Keyboard: open with Enter, move with the arrows, pick with Enter.
    filter.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'All' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    // Opened once, the filter is Radix's own trigger (ui/select): found again by its name.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Cancelled'),
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent('Cancelled');
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('3 results');
  },
};

export const Paginated: Story = {
  args: { pageSize: 5, pageSizeOptions: [5, 10] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointments' });
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Table pages' })).toContainElement(next);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(firstColumn(table)[0]).toBe('Sita Sharma');

    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(firstColumn(table)[0]).toBe('Hari Prasad Adhikari');
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    // At the end the button refuses presses but keeps focus (aria-disabled, not disabled).
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(previous);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();

    // More rows per page means fewer pages.
    const perPage = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(perPage).toHaveTextContent('5');
    await userEvent.click(perPage);
    await userEvent.click(await within(document.body).findByRole('option', { name: '10' }));
    await waitFor(() => expect(canvas.getByText(/^Page \d of 2$/)).toBeVisible());
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
  },
};

export const Loading: Story = {
  args: { loading: true, searchable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointments' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading data');
    // Placeholder rows are hidden from assistive technology; no data is shown.
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(canvas.queryByText('Sita Sharma')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    data: [],
    emptyText: 'No appointments yet',
    emptyDescription: 'Appointments you book appear here.',
    searchable: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointments' });
    await expect(within(table).getByRole('heading', { name: 'No appointments yet' })).toBeVisible();
    await expect(within(table).getByText('Appointments you book appear here.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No results');
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // Headers are still there, so the shape of the data is clear.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  },
};

export const ServerError: Story = {
  args: {
    data: [],
    error: 'Connection timeout. Please try again.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Appointments' });
    const alert = within(table).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Connection timeout. Please try again.');
    // No count is announced over the failure, and no pager for rows that are not there.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
