import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@ui/table';
import { messages } from './messages';
import { useLabels } from './use-labels';

/** A chart's figures as a table, behind a disclosure: the chart's text alternative. */
export function FigureTable({
  label,
  heads,
  rows,
}: {
  label: string;
  heads: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const { intl } = useLabels();
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary">
        {intl.formatMessage(messages.showTable)}
      </summary>
      <Table
        containerProps={{
          role: 'region',
          'aria-label': [label, intl.formatMessage(messages.showTable)].join(': '),
          tabIndex: 0,
        }}
      >
        <TableHeader>
          <TableRow>
            {heads.map((h) => (
              <TableHead key={h}>{h}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((c, i) => (
                <TableCell key={i}>{c}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </details>
  );
}
