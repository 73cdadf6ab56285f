import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { deleteRecord, listRecords, recordsHandlers } from '@mocks/handlers/records';
import { choose, expectToast, fill, openedDialog } from '@mocks/story-helpers';
import { PatientRecords } from './patient-records';

const meta = {
  title: 'Records/PatientRecords',
  component: PatientRecords,
  parameters: {
    session: sessions.patient,
    // The access history arrives by a call of its own; every picture waits for its answer.
    visual: { waitFor: 'section[aria-labelledby="records-access-title"]:not(:has([role=status]))' },
  },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-4xl p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...recordsHandlers());
  },
} satisfies Meta<typeof PatientRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Your medical records' }));
const cardOf = async (canvasElement: HTMLElement, title: string) =>
  within(await within(canvasElement).findByRole('article', { name: title }));

export const Success: Story = {
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Medical records' })).toBeVisible();
    await expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(4);
    const lab = await cardOf(canvasElement, 'Lipid profile and kidney function');
    await expect(lab.getByText('Lab report')).toBeVisible();
    await expect(lab.getByText('1 file')).toBeVisible();
    await expect(lab.getByText('cholesterol')).toBeVisible();
    await expect(
      lab.getByRole('button', { name: 'Delete Lipid profile and kidney function' }),
    ).toBeVisible();
    // What was shared at booking is read-only here.
    const booking = await cardOf(
      canvasElement,
      'High blood pressure readings at home and headaches in the morning',
    );
    await expect(booking.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Access history' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(listRecords.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your records…' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(listRecords.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No medical records yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload record' })).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(listRecords.serverError());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load medical records. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Retry' })[0]).toBeVisible();
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(listRecords.offline());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'You are offline. Check your connection and try again.',
      ),
    ).toBeVisible();
  },
};

export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(listRecords.forbidden());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load medical records. Please try again.'),
    ).toBeVisible();
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await fill(canvas.getByRole('searchbox', { name: 'Search records' }), 'x-ray');
    await waitFor(async () =>
      expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(1),
    );
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search records' }));
    await choose(canvas, 'Record type', 'Lab report');
    await waitFor(async () =>
      expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(1),
    );
    await fill(canvas.getByRole('searchbox', { name: 'Search records' }), 'dental');
    await expect(await canvas.findByText('No records found')).toBeVisible();
  },
};

export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const xray = await cardOf(canvasElement, 'छातीको एक्स-रे (Chest X-ray PA view)');
    await userEvent.click(
      xray.getByRole('button', { name: 'View छातीको एक्स-रे (Chest X-ray PA view)' }),
    );
    const dialog = await openedDialog('dialog', 'छातीको एक्स-रे (Chest X-ray PA view)');
    await expect(
      await dialog.findByRole('img', { name: 'Preview of chest-xray-pa.png' }),
    ).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const title = 'छातीको एक्स-रे (Chest X-ray PA view)';
    const xray = await cardOf(canvasElement, title);
    await userEvent.click(xray.getByRole('button', { name: `Delete ${title}` }));
    const confirm = await openedDialog('alertdialog', `Delete “${title}”?`);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete record' }));
    await expectToast(`“${title}” was deleted.`);
    await waitFor(async () =>
      expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(3),
    );
  },
};

export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(deleteRecord.serverError());
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const title = 'Lipid profile and kidney function';
    const lab = await cardOf(canvasElement, title);
    await userEvent.click(lab.getByRole('button', { name: `Delete ${title}` }));
    const confirm = await openedDialog('alertdialog', `Delete “${title}”?`);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete record' }));
    await expectToast('Failed to delete the record. Please try again.');
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'मेडिकल रेकर्डहरू' })).toBeVisible();
    const lab = await cardOf(canvasElement, 'Lipid profile and kidney function');
    await expect(lab.getByText('ल्याब रिपोर्ट')).toBeVisible();
    await expect(lab.getByText('१ फाइल')).toBeVisible();
  },
};
