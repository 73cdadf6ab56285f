import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import { adminAuditHandlers, auditLog, auditLogExport, seen } from '@mocks/handlers/admin-audit';
import { choose } from '@mocks/story-helpers';
import { AuditLog } from './audit-log';
import { tableStateStories } from '../../shared/table-states.mock';
import { adminScreen, TABLE_ROWS } from '../../shared/story-frame.mock';

const meta = {
  title: 'Admin/AuditLog',
  component: AuditLog,
  ...adminScreen(TABLE_ROWS),
  beforeEach({ msw }) {
    seen.export = undefined;
    msw.use(...adminAuditHandlers());
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Audit log' });
    const read = await within(table).findByRole('cell', { name: 'Dr. Anjali Shrestha' });
    await expect(within(read.closest('tr')!).getByText('Sita Sharma')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 results');
    await choose(canvas, 'Action', 'Read');
    await expect(await canvas.findByText('1 result')).toBeVisible();
  },
};

const states = tableStateStories(auditLog);
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const Offline: Story = states.Offline;
export const Forbidden: Story = states.Forbidden;

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(auditLog.empty());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing recorded yet')).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'अडिट लग' });
    await expect(await within(table).findByText('हेरियो')).toBeVisible();
  },
};

/** The files an Export click saves, caught before the browser downloads them. */
async function catchDownloads(act: () => Promise<void>, count = 1) {
  const names: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    names.push(this.download);
  };
  try {
    await act();
    await waitFor(() => expect(names).toHaveLength(count));
  } finally {
    HTMLAnchorElement.prototype.click = click;
  }
  return names;
}

export const DateFilterApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 results');
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-20');
    await expect(await canvas.findByText('2 results')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('To'), '2026-11-20');
    await expect(await canvas.findByText('1 result')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Audit log' });
    await expect(within(table).getByRole('cell', { name: 'Dr. Anjali Shrestha' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'Appointment' })).toBeVisible();
  },
};

export const DateRangeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 results');
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-21');
    await expect(await canvas.findByText('1 result')).toBeVisible();
    const to = canvas.getByLabelText('To');
    await userEvent.type(to, '2026-11-19');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('The end date cannot be before the start date.');
    // The table keeps the last range that made sense; nothing can be exported meanwhile.
    await expect(canvas.getByText('1 result')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 results');
    await choose(canvas, 'Action', 'Read');
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-20');
    await canvas.findByText('1 result');
    const names = await catchDownloads(() =>
      userEvent.click(canvas.getByRole('button', { name: 'Export CSV' })),
    );
    await expect(names[0]).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(seen.export?.get('action')).toBe('read');
    await expect(seen.export?.get('from')).toBe('2026-11-20');
    await expect(seen.export?.has('to')).toBe(false);
    await expect(seen.export?.get('format')).toBe('csv');
  },
};

export const ExportJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 results');
    const names = await catchDownloads(() =>
      userEvent.click(canvas.getByRole('button', { name: 'Export JSON' })),
    );
    await expect(names[0]).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.json$/);
  },
};

export const ExportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(auditLogExport.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 results');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText(/^The audit log could not be exported\./)).toBeVisible();
  },
};

export const ExportOffline: Story = {
  beforeEach({ msw }) {
    msw.use(auditLogExport.offline());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 results');
    await userEvent.click(canvas.getByRole('button', { name: 'Export JSON' }));
    await expect(
      await canvas.findByText(
        'The audit log could not be exported. Network error. Please check your connection.',
      ),
    ).toBeVisible();
  },
};

export const ExportForbidden: Story = {
  beforeEach({ msw }) {
    msw.use(auditLogExport.forbidden());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 results');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(
      await canvas.findByText(
        `The audit log could not be exported. ${errorText('FORBIDDEN', 'en')}`,
      ),
    ).toBeVisible();
  },
};

export const NepaliDateRangeInvalid: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'अडिट लग' });
    await expect(await within(table).findByText('अपोइन्टमेन्ट')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('देखि'), '2026-11-21');
    const to = canvas.getByLabelText('सम्म');
    await userEvent.type(to, '2026-11-19');
    await expect(to).toHaveAccessibleDescription('अन्तिम मिति सुरु मितिभन्दा अघि हुन सक्दैन।');
    await expect(canvas.getByRole('button', { name: 'CSV निर्यात गर्नुहोस्' })).toBeDisabled();
  },
};
