import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as fixtures from '@mocks/fixtures/admin-backups';
import { sessions } from '@mocks/fixtures/sessions';
import { backupStore, backups, startBackup } from '@mocks/handlers/admin-backups';
import { expectToast } from '@mocks/story-helpers';
import { BackupNow } from './backup-now';

/**
 * Backup Now in the settings' Backup tab (002 §2, §4, §8): idle, running, completed or
 * failed for two seconds, then idle again; the last backup's time and the recent runs.
 */
const meta = {
  title: 'Admin/BackupNow',
  component: BackupNow,
  parameters: { session: sessions.admin },
} satisfies Meta<typeof BackupNow>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('button', { name });
const status = (canvasElement: HTMLElement) => within(canvasElement).findByRole('status');

/** The last backup's time, the control ready, and the recent runs with their outcome. */
export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await button(canvasElement, 'Backup Now')).toBeEnabled();
    await expect(await status(canvasElement)).toHaveTextContent('Ready');
    await expect(canvas.getByText(/^Last backup: Nov 24, 2026/)).toBeVisible();
    const list = within(canvas.getByRole('region', { name: 'Recent backups' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getAllByText('Completed')).toHaveLength(2);
    await expect(list.getByText('Failed')).toBeVisible();
    await expect(list.getByText('18.4 MB')).toBeVisible();
  },
};

/** Backup Now: running (the button disabled), then completed, then idle again. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Backup Now'));
    await expect(await button(canvasElement, 'Backing up…')).toBeDisabled();
    await expect(await status(canvasElement)).toHaveTextContent('Backup in progress…');
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('status')).toHaveTextContent(
          'Backup completed successfully!',
        ),
      { timeout: 5000 },
    );
    await expectToast('Backup completed successfully!');
    await waitFor(
      () => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ready'),
      { timeout: 5000 },
    );
    await expect(await button(canvasElement, 'Backup Now')).toBeEnabled();
    await expect(backupStore.runs[0]?.status).toBe('completed');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** 002 §8 "Backup failed. Please try again.": the run failed on the server. */
export const Failed: Story = {
  beforeEach: () => backupStore.reset(fixtures.backups, { outcome: 'failed' }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Backup Now'));
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('status')).toHaveTextContent(
          'Backup failed. Please try again.',
        ),
      { timeout: 5000 },
    );
    await expectToast('Backup failed. Please try again.');
    await waitFor(
      () => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ready'),
      {
        timeout: 5000,
      },
    );
    await expect(within(canvasElement).getAllByText('Failed')).toHaveLength(2);
  },
};

/** Another admin (or the timer) is backing up: the server refuses a second one. */
export const BackupRunning: Story = {
  beforeEach({ msw }) {
    msw.use(startBackup.backupRunning());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Backup Now'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'A backup is already running. Please wait for it to finish.',
    );
    await expect(await button(canvasElement, 'Backup Now')).toBeEnabled();
  },
};

/** Encrypted backups are on, but the server has no key: said plainly. */
export const BackupKeyMissing: Story = {
  beforeEach({ msw }) {
    msw.use(startBackup.backupKeyMissing());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Backup Now'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Backups are set to be encrypted, but the server has no backup key (BACKUP_KEY).',
    );
  },
};

/** Starting fails with a server error: the catalogue's text, and the button is back. */
export const StartServerError: Story = {
  beforeEach({ msw }) {
    msw.use(startBackup.serverError());
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Backup Now'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Something went wrong',
    );
    await expect(await button(canvasElement, 'Backup Now')).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(backups.loading());
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(within(canvasElement).queryByRole('button', { name: 'Backup Now' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(backups.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No backup has been made yet.')).toBeVisible();
    await expect(canvas.getByText('No backups yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Backup Now' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(backups.serverError());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The backups could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(backups.offline());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The backups could not be loaded.');
    await expect(alert).toHaveTextContent('Network error. Please check your connection.');
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(backups.forbidden());
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('You are not authorized to access this resource.');
  },
};

/** नेपाली: the last backup in Bikram Sambat with Devanagari digits, the runs in Nepali. */
export const NepaliSuccess: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await button(canvasElement, 'अहिले ब्याकअप गर्नुहोस्')).toBeEnabled();
    await expect(canvas.getByText(/^अन्तिम ब्याकअप: .*२०८३/)).toBeVisible();
    await expect(canvas.getByText('१८.४ मेगाबाइट')).toBeVisible();
    await expect(canvas.getByText('असफल')).toBeVisible();
  },
};

export const NepaliCompleted: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'अहिले ब्याकअप गर्नुहोस्'));
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('status')).toHaveTextContent(
          'ब्याकअप सफलतापूर्वक सम्पन्न भयो!',
        ),
      { timeout: 5000 },
    );
  },
};
