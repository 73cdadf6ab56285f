import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { history } from '@mocks/fixtures/emergency';
import { EmergencyHistoryList } from './emergency-history-list';

const meta = {
  title: 'Emergency/EmergencyHistoryList',
  component: EmergencyHistoryList,
  args: { emergencies: history },
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-2xl p-4">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof EmergencyHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A patient's emergencies, newest first, read-only (as a doctor's profile would show them). */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Past emergencies' }));
    const [cancelled, resolved] = list.getAllByRole('listitem');
    await expect(within(cancelled!).getByText('Cancelled')).toBeVisible();
    await expect(within(cancelled!).getByText('Responder: Pending')).toBeVisible();
    await expect(within(resolved!).getByText('Resolved')).toBeVisible();
    await expect(
      within(resolved!).getByText('Responder: Nepal Red Cross Ambulance Kathmandu'),
    ).toBeVisible();
    await expect(within(resolved!).getByRole('link', { name: 'Open on map' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=27.688516&mlon=85.342148#map=17/27.688516/85.342148',
    );
  },
};
