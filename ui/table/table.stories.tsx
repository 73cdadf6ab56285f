import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

const invoices = [
  { id: 'INV-001', service: 'Consultation', status: 'Paid', amount: 'Rs 1,500' },
  { id: 'INV-002', service: 'Blood test', status: 'Pending', amount: 'Rs 850' },
  { id: 'INV-003', service: 'X-ray', status: 'Paid', amount: 'Rs 2,200' },
];

const meta = {
  title: 'UI/Table',
  component: Table,
  render: (args) => (
    <Table {...args}>
      <TableCaption>Recent invoices</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Invoice</TableHead>
          <TableHead>Service</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-end">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell className="font-medium">{invoice.id}</TableCell>
            <TableCell>{invoice.service}</TableCell>
            <TableCell>{invoice.status}</TableCell>
            <TableCell className="text-end">{invoice.amount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row" colSpan={3}>
            Total
          </TableHead>
          <TableCell className="text-end">Rs 4,550</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recent invoices' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    // Header row, three invoices, the total.
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'Rs 4,550' })).toBeVisible();
    for (const slot of [
      'table-container',
      'table',
      'table-caption',
      'table-header',
      'table-body',
    ]) {
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  },
};

/** Narrow screens: the table scrolls inside a labelled region that Tab reaches. */
export const Scrollable: Story = {
  args: {
    className: 'min-w-[640px]',
    containerProps: {
      role: 'region',
      'aria-label': 'Recent invoices',
      tabIndex: 0,
      className: 'max-w-80 rounded-lg border border-border',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Recent invoices' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
