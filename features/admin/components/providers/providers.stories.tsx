import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import {
  adminProviders,
  adminProvidersHandlers,
  adminProvidersStore,
  verifyProvider,
} from '@mocks/handlers/admin-providers';
import { choose, expectToast, fill, openedDialog } from '@mocks/story-helpers';
import { ProvidersPanel } from './providers-panel';
import { tableStateStories } from '../../shared/table-states.mock';
import { adminScreen, TABLE_ROWS } from '../../shared/story-frame.mock';

const meta = {
  title: 'Admin/ProvidersPanel',
  component: ProvidersPanel,
  args: { kind: 'lab' },
  ...adminScreen(TABLE_ROWS),
  beforeEach({ msw }) {
    msw.use(...adminProvidersHandlers());
  },
} satisfies Meta<typeof ProvidersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Labs') =>
  within(canvasElement).findByRole('table', { name });
const rowOf = async (canvasElement: HTMLElement, name: string, tableName = 'Labs') => {
  const cell = await within(await table(canvasElement, tableName)).findByRole('cell', { name });
  return within(cell.closest('tr')!);
};

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, 'Everest Diagnostic Centre');
    await expect(row.getByText('Diagnostic Chain')).toBeVisible();
    await expect(row.getByText('220')).toBeVisible();
    await expect(row.getByText('Yes')).toBeVisible();
    await expect(row.getByText('4.5')).toBeVisible();
    // Verify only while pending.
    await expect(row.queryByRole('button', { name: /^Verify/ })).toBeNull();
    const pending = await rowOf(canvasElement, 'Nepalgunj Specialized Lab');
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(
      pending.getByRole('button', { name: 'Verify Nepalgunj Specialized Lab' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('5 results');
  },
};

export const FilterAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, 'Everest Diagnostic Centre');
    await choose(canvas, 'Filter', 'Home collection');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 results'));
    await choose(canvas, 'Filter', 'All');
    await choose(canvas, 'Sort by', 'Rating: low to high');
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent(
        'Hetauda Test Centre',
      ),
    );
    await fill(canvas.getByRole('searchbox', { name: 'Search by name or city' }), 'pokhara');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 result'));
  },
};

export const Hospitals: Story = {
  args: { kind: 'hospital' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Bir Hospital', 'Hospitals');
    await expect(row.getByText('Government')).toBeVisible();
    await expect(row.getByText('460')).toBeVisible();
  },
};

export const Pharmacies: Story = {
  args: { kind: 'pharmacy' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Nepal Medicity Pharmacy', 'Pharmacies');
    await expect(row.getByText('Hospital Pharmacy')).toBeVisible();
    await expect(row.getByText('1,320')).toBeVisible();
  },
};

const states = tableStateStories(adminProviders);
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const Offline: Story = states.Offline;
export const Forbidden: Story = states.Forbidden;

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(adminProviders.empty());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing matches')).toBeVisible();
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Everest Diagnostic Centre');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add lab' }));
    const dialog = await openedDialog('dialog', 'Add lab');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const errors = await dialog.findAllByText('Please enter required fields');
    await expect(errors).toHaveLength(2);
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const AddedPending: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Everest Diagnostic Centre');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add lab' }));
    const dialog = await openedDialog('dialog', 'Add lab');
    await fill(dialog.getByRole('textbox', { name: /Name/ }), 'Samjhana Diagnostic Centre');
    await fill(dialog.getByRole('textbox', { name: /Location/ }), 'Pokhara');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast('Samjhana Diagnostic Centre was saved');
    const row = await rowOf(canvasElement, 'Samjhana Diagnostic Centre');
    await expect(row.getByText('Pending')).toBeVisible();
  },
};

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Nepalgunj Specialized Lab');
    await userEvent.click(row.getByRole('button', { name: 'Verify Nepalgunj Specialized Lab' }));
    await expectToast('Nepalgunj Specialized Lab is verified');
    await waitFor(() => expect(row.queryByRole('button', { name: /^Verify/ })).toBeNull());
    const stored = adminProvidersStore.providers().find((p) => p.name.startsWith('Nepalgunj'));
    await expect(stored?.verificationStatus).toBe('verified');
  },
};

export const ProviderAlreadyVerified: Story = {
  beforeEach({ msw }) {
    msw.use(verifyProvider.alreadyVerified());
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Nepalgunj Specialized Lab');
    await userEvent.click(row.getByRole('button', { name: 'Verify Nepalgunj Specialized Lab' }));
    await expectToast(errorText('PROVIDER_ALREADY_VERIFIED', 'en'));
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Hetauda Test Centre');
    await userEvent.click(row.getByRole('button', { name: 'Delete Hetauda Test Centre' }));
    const confirm = await openedDialog('alertdialog', 'Are you sure you want to delete this lab?');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Hetauda Test Centre has history, so it was deactivated instead of deleted');
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const labs = await table(canvasElement, 'प्रयोगशालाहरू');
    const cell = await within(labs).findByRole('cell', { name: 'Nepalgunj Specialized Lab' });
    await expect(within(cell.closest('tr')!).getByText('बाँकी')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'प्रयोगशाला थप्नुहोस्' }),
    ).toBeVisible();
  },
};
