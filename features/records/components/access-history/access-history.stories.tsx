import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { recordAccessHistory, recordsHandlers } from '@mocks/handlers/records';
import { AccessHistory } from './access-history';

const meta = {
  title: 'Records/AccessHistory',
  component: AccessHistory,
  parameters: { session: sessions.patient },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-3xl p-4">
        <Story />
      </main>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...recordsHandlers());
  },
} satisfies Meta<typeof AccessHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Who has seen your records' }));

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Access history' }));
    const entries = list.getAllByRole('listitem');
    await expect(entries).toHaveLength(4);
    await expect(entries[0]).toHaveTextContent(
      'Dr. Aarati Joshi downloaded lipid-profile-report.pdf of “Lipid profile and kidney function”',
    );
    await expect(entries[0]).toHaveTextContent('Doctor');
    await expect(entries[2]).toHaveTextContent('Dr. Aarati Joshi looked at your list of records');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(recordAccessHistory.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await section(canvasElement).findByText('No one has opened your records'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(recordAccessHistory.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      section(canvasElement).getByRole('status', { name: 'Loading access history…' }),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(recordAccessHistory.serverError());
  },
  play: async ({ canvasElement }) => {
    const scope = section(canvasElement);
    await expect(
      await scope.findByText('Failed to load the access history. Please try again.'),
    ).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'पहुँचको इतिहास' }));
    await expect(list.getAllByRole('listitem')[2]).toHaveTextContent(
      'Dr. Aarati Joshi ले तपाईंका रेकर्डहरूको सूची हेर्नुभयो',
    );
  },
};
