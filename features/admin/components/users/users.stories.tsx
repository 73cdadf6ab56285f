import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorText } from '@contract/errors';
import {
  adminUsers,
  adminUsersHandlers,
  adminUsersStore,
  updateAdminUser,
} from '@mocks/handlers/admin-users';
import { choose, expectToast, fill, openedDialog, page } from '@mocks/story-helpers';
import { UsersPanel } from './users-panel';
import { tableStateStories } from '../../shared/table-states.mock';
import { adminScreen, TABLE_ROWS } from '../../shared/story-frame.mock';

const meta = {
  title: 'Admin/UsersPanel',
  component: UsersPanel,
  ...adminScreen(TABLE_ROWS),
  beforeEach({ msw }) {
    msw.use(...adminUsersHandlers());
  },
} satisfies Meta<typeof UsersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Users' });
const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const cell = await within(await table(canvasElement)).findByRole('cell', { name });
  return within(cell.closest('tr')!);
};
/** Picks `option` in the dialog's select whose label starts with `label` (required ones say so). */
async function pick(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

const openEdit = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(
    (await rowOf(canvasElement, name)).getByRole('button', { name: `Edit ${name}` }),
  );
  return openedDialog('dialog', 'Edit user');
};

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, 'Kamal Bahadur Karki');
    await expect(row.getByText('Suspended')).toBeVisible();
    await expect(row.getByText('kamal.karki@demo.np')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('22 results');
    await expect((await rowOf(canvasElement, 'Sabina Maharjan')).getByText('Never')).toBeVisible();
    // Sorting by name asks the server, from the first page.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent(
        'Admin Ujyalo',
      ),
    );
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, 'Kabita Bhandari');
    await choose(canvas, 'Status', 'Suspended');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('2 results'));
    await choose(canvas, 'Role', 'Doctor');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 result'));
    await expect(await rowOf(canvasElement, 'Dr. Rajendra Bhattarai')).toBeTruthy();
    await choose(canvas, 'Status', 'All');
    await choose(canvas, 'Role', 'All');
    await fill(canvas.getByRole('searchbox', { name: 'Search by name, email or phone' }), 'gurung');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 result'));
    await rowOf(canvasElement, 'Gita Gurung');
  },
};

const states = tableStateStories(adminUsers);
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const Offline: Story = states.Offline;
export const Forbidden: Story = states.Forbidden;

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(adminUsers.empty());
  },
  parameters: { visual: { waitFor: 'table' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No users yet')).toBeVisible();
    await expect(canvas.getByText('Accounts appear here as people register.')).toBeVisible();
  },
};

export const EditSaved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Gita Gurung');
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await fill(name, 'Gita Gurung Thapa');
    await pick(dialog, 'Role', 'Doctor');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expectToast('Gita Gurung Thapa is saved');
    const row = await rowOf(canvasElement, 'Gita Gurung Thapa');
    await waitFor(() => expect(row.getByText('Doctor')).toBeVisible());
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Maya Tamang');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Name/ }));
    await userEvent.clear(dialog.getByRole('textbox', { name: /Email/ }));
    await fill(dialog.getByRole('textbox', { name: /Email/ }), 'maya@');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByText('Please enter your name')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const EmailExists: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Suman Rai');
    const email = dialog.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await fill(email, 'patient@demo.np');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByText('Email already exists')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SuspendAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Anita Limbu');
    await pick(dialog, 'Status', 'Suspended');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    const confirm = await openedDialog('alertdialog', 'Suspend Anita Limbu?');
    await expect(
      confirm.getByText(
        'They are signed out at once and cannot sign in again until an admin makes the account active.',
      ),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Suspend account' }));
    await expectToast('Anita Limbu is saved');
    await waitFor(async () =>
      expect((await rowOf(canvasElement, 'Anita Limbu')).getByText('Suspended')).toBeVisible(),
    );
    const stored = adminUsersStore.users().find((u) => u.name === 'Anita Limbu');
    await expect(stored?.status).toBe('suspended');
  },
};

export const CannotChangeOwnAccount: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Admin Ujyalo');
    await pick(dialog, 'Status', 'Inactive');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(
      await dialog.findByText(errorText('CANNOT_CHANGE_OWN_ACCOUNT', 'en')),
    ).toBeVisible();
  },
};

export const LastAdmin: Story = {
  beforeEach({ msw }) {
    msw.use(updateAdminUser.lastAdmin());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Admin Ujyalo');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByText(errorText('LAST_ADMIN', 'en'))).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await canvas.findByRole('table', { name: 'प्रयोगकर्ताहरू' });
    const cell = await within(users).findByRole('cell', { name: 'Kamal Bahadur Karki' });
    await expect(within(cell.closest('tr')!).getByText('निलम्बित')).toBeVisible();
    await expect(
      canvas.getByRole('searchbox', { name: 'नाम, इमेल वा फोनबाट खोज्नुहोस्' }),
    ).toBeVisible();
  },
};

export const NepaliSuspendAsksFirst: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const users = await within(canvasElement).findByRole('table', { name: 'प्रयोगकर्ताहरू' });
    const cell = await within(users).findByRole('cell', { name: 'Suman Rai' });
    await userEvent.click(
      within(cell.closest('tr')!).getByRole('button', { name: 'Suman Rai सम्पादन गर्नुहोस्' }),
    );
    const dialog = await openedDialog('dialog', 'प्रयोगकर्ता सम्पादन');
    await pick(dialog, 'स्थिति', 'निलम्बित');
    await userEvent.click(dialog.getByRole('button', { name: 'परिवर्तन सुरक्षित गर्नुहोस्' }));
    const confirm = await openedDialog('alertdialog', 'Suman Rai लाई निलम्बन गर्ने?');
    await expect(confirm.getByRole('button', { name: 'खाता निलम्बन गर्नुहोस्' })).toBeVisible();
    await expect(page().getByRole('alertdialog')).toBeVisible();
  },
};
