import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import { sessions } from '@mocks/fixtures/sessions';
import { adminAuditHandlers, auditLog } from '@mocks/handlers/admin-audit';
import { choose } from '@mocks/story-helpers';
import { AuditLog } from './audit-log';

const meta = {
  title: 'Admin/AuditLog',
  component: AuditLog,
  parameters: {
    session: sessions.admin,
    visual: { waitFor: 'tr[data-slot="table-row"]:not([aria-hidden]) td' },
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-6xl p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...adminAuditHandlers());
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
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

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(auditLog.timeout());
  },
  parameters: { visual: { waitFor: 'table[aria-busy="true"]' } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Audit log' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(auditLog.empty());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing recorded yet')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(auditLog.serverError());
  },
  parameters: { visual: { waitFor: '[role="alert"]' } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getAllByText('Something went wrong')[0]).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(auditLog.offline());
  },
  parameters: { visual: { waitFor: '[role="alert"]' } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Network error. Please check your connection.')).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(auditLog.forbidden());
  },
  parameters: { visual: { waitFor: '[role="alert"]' } },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText(errorText('FORBIDDEN', 'en'))).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'अडिट लग' });
    await expect(await within(table).findByText('हेरियो')).toBeVisible();
  },
};
