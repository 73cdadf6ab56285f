import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountedTabs, type CountedTab } from './counted-tabs';
import { ListState, type ListStateMessages, type ListStateProps } from './list-state';

type Box = 'outgoing' | 'incoming' | 'pending';

const english: ListStateMessages = {
  loading: { id: 'story.countedTabs.loading', defaultMessage: 'Loading referrals…' },
  loadFailed: { id: 'story.countedTabs.loadFailed', defaultMessage: 'Could not load referrals' },
  emptyTitle: { id: 'story.countedTabs.emptyTitle', defaultMessage: 'No referrals here' },
  emptyText: {
    id: 'story.countedTabs.emptyText',
    defaultMessage: 'Referrals you send or receive appear here.',
  },
  listLabel: { id: 'story.countedTabs.listLabel', defaultMessage: 'Referrals' },
};

const boxes: CountedTab<Box>[] = [
  { value: 'outgoing', label: 'Outgoing', count: 2 },
  { value: 'incoming', label: 'Incoming', count: 1 },
  { value: 'pending', label: 'Pending', count: 0 },
];

const patients: Record<Box, string[]> = {
  outgoing: ['Sita Sharma', 'Bikash Gurung'],
  incoming: ['Nirmala Rai'],
  pending: [],
};

type DemoProps = {
  tabs: CountedTab<Box>[];
  list: Omit<ListStateProps<string>, 'items' | 'renderItem'> & { loading?: boolean };
};

/** A screen's lists: the chosen box's patients, or the list's loading, error or empty state. */
function Demo({ tabs, list: { loading, ...list } }: DemoProps) {
  const [box, setBox] = useState<Box>('outgoing');
  return (
    <CountedTabs tabs={tabs} value={box} onValueChange={setBox} label="Referral lists">
      <ListState
        {...list}
        items={loading || list.failure ? undefined : patients[box]}
        renderItem={(name) => (
          <li key={name} className="rounded-lg border border-border bg-surface p-4">
            {name}
          </li>
        )}
      />
    </CountedTabs>
  );
}

const meta = {
  title: 'UI/CountedTabs',
  component: CountedTabs,
  args: { tabs: boxes, value: 'outgoing', onValueChange: fn(), children: null },
  render: (args) => (
    <div className="w-[36rem] max-w-full">
      <Demo tabs={args.tabs as CountedTab<Box>[]} list={{ messages: english }} />
    </div>
  ),
} satisfies Meta<typeof CountedTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tab reads its name and count; choosing one shows its list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Referral lists' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Outgoing, 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = within(canvas.getByRole('list', { name: 'Referrals' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: 'Incoming, 1' }));
    await expect(
      within(canvas.getByRole('list', { name: 'Referrals' })).getByText('Nirmala Rai'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending, 0' }));
    await expect(canvas.getByRole('heading', { name: 'No referrals here' })).toBeVisible();
  },
};

/** Before the first answer: no counts yet, a skeleton and a status line. */
export const Loading: Story = {
  render: () => (
    <div className="w-[36rem] max-w-full">
      <Demo
        tabs={boxes.map(({ count: _, ...t }) => t)}
        list={{ messages: english, loading: true }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading referrals…');
    await expect(canvas.getByRole('tab', { name: 'Outgoing' })).toBeVisible();
  },
};

/** An empty box says so under its heading (h2: the portal's h1 is above). */
export const Empty: Story = {
  render: () => (
    <div className="w-[36rem] max-w-full">
      <Demo tabs={boxes} list={{ messages: english }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending, 0' }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No referrals here' }),
    ).toBeVisible();
    await expect(canvas.getByText('Referrals you send or receive appear here.')).toBeVisible();
  },
};

const retry = fn();

/** The list failed: the reason and Retry. */
export const ServerError: Story = {
  render: () => (
    <div className="w-[36rem] max-w-full">
      <Demo
        tabs={boxes.map(({ count: _, ...t }) => t)}
        list={{
          messages: english,
          failure: { description: 'No connection. Check your internet.', onRetry: retry },
        }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Could not load referrals' }),
    ).toBeVisible();
    await expect(canvas.getByText('No connection. Check your internet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(retry).toHaveBeenCalled();
  },
};

const nepali: ListStateMessages = {
  ...english,
  listLabel: { id: 'story.countedTabs.listLabelNe', defaultMessage: 'रेफरलहरू' },
};

/** In Nepali the counts are Devanagari digits. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  render: () => (
    <div className="w-[36rem] max-w-full">
      <Demo
        tabs={[
          { value: 'outgoing', label: 'पठाइएका', count: 12 },
          { value: 'incoming', label: 'आएका', count: 3 },
          { value: 'pending', label: 'विचाराधीन', count: 0 },
        ]}
        list={{ messages: nepali }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /पठाइएका/ })).toHaveTextContent('१२');
    await expect(canvas.getByRole('list', { name: 'रेफरलहरू' })).toBeVisible();
  },
};
