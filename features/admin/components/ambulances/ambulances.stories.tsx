import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import {
  adminAmbulances,
  adminProvidersHandlers,
  adminProvidersStore,
} from '@mocks/handlers/admin-providers';
import { choose, expectToast, fill, openedDialog } from '@mocks/story-helpers';
import { AmbulancesPanel } from './ambulances-panel';
import { tableStateStories } from '../../shared/table-states.mock';
import { adminScreen, TABLE_ROWS } from '../../shared/story-frame.mock';

const meta = {
  title: 'Admin/AmbulancesPanel',
  component: AmbulancesPanel,
  ...adminScreen(TABLE_ROWS),
  beforeEach({ msw }) {
    msw.use(...adminProvidersHandlers());
  },
} satisfies Meta<typeof AmbulancesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Ambulances') =>
  within(canvasElement).findByRole('table', { name });
const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const cell = await within(await table(canvasElement)).findByRole('cell', { name });
  return within(cell.closest('tr')!);
};

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Bagmati Sewa Mobile ICU');
    await expect(row.getByText('BA 2 JHA 4521')).toBeVisible();
    await expect(row.getByText('Mobile ICU')).toBeVisible();
    await expect(row.getByText('sewa@bagmati-ambulance.org.np')).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('5 results');
  },
};

export const FilterSortAndNoneMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, 'Nepal Red Cross Ambulance');
    await choose(canvas, 'Status', 'Pending');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 result'));
    await choose(canvas, 'Status', 'All');
    await choose(canvas, 'Sort by', 'Vehicle type');
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent(
        'Lumbini Advanced Life Support',
      ),
    );
    await fill(
      canvas.getByRole('searchbox', { name: 'Search by name, registration or phone' }),
      'zzz',
    );
    await expect(await canvas.findByText('Try other words or clear a filter.')).toBeVisible();
  },
};

const states = tableStateStories(adminAmbulances);
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const Offline: Story = states.Offline;
export const Forbidden: Story = states.Forbidden;

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(adminAmbulances.empty());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No ambulances found')).toBeVisible();
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Nepal Red Cross Ambulance');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add ambulance' }));
    const dialog = await openedDialog('dialog', 'Add ambulance');
    await fill(dialog.getByRole('textbox', { name: /Contact email/ }), 'sewa@');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      (await dialog.findAllByText(errorText('AMBULANCE_FIELDS_REQUIRED', 'en'))).length,
    ).toBeGreaterThan(0);
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const AddedAndDeleted: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Nepal Red Cross Ambulance');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add ambulance' }));
    const dialog = await openedDialog('dialog', 'Add ambulance');
    await fill(dialog.getByRole('textbox', { name: /Name/ }), 'Karnali Sewa Ambulance');
    await fill(dialog.getByRole('textbox', { name: /Registration number/ }), 'KA 1 JHA 210');
    await fill(dialog.getByRole('textbox', { name: /Contact email/ }), 'karnali@sewa.org.np');
    await fill(dialog.getByRole('textbox', { name: /Contact phone/ }), '9858012345');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast('Karnali Sewa Ambulance was saved');
    const row = await rowOf(canvasElement, 'Karnali Sewa Ambulance');
    await userEvent.click(row.getByRole('button', { name: 'Delete Karnali Sewa Ambulance' }));
    const confirm = await openedDialog(
      'alertdialog',
      'Are you sure you want to delete this ambulance?',
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Karnali Sewa Ambulance was deleted');
    await expect(
      adminProvidersStore.ambulances().some((a) => a.name === 'Karnali Sewa Ambulance'),
    ).toBe(false);
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const ambulances = await table(canvasElement, 'एम्बुलेन्सहरू');
    const cell = await within(ambulances).findByRole('cell', { name: 'Koshi Patient Transport' });
    await expect(within(cell.closest('tr')!).getByText('निष्क्रिय')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'एम्बुलेन्स थप्नुहोस्' }),
    ).toBeVisible();
  },
};
