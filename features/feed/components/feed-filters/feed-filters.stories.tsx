import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FeedFilter } from '@contract/feed';
import { choose, expectTouchTargets, page, phone360 } from '@mocks/story-helpers';
import { FeedFilters } from './feed-filters';

/** The filters with their value shown, as the feed keeps it. */
function Harness({ initial = {} }: { initial?: FeedFilter }) {
  const [value, setValue] = useState<FeedFilter>(initial);
  return (
    <main className="flex flex-col gap-4">
      <FeedFilters value={value} onChange={setValue} />
      <p data-testid="value">{JSON.stringify(value)}</p>
    </main>
  );
}

const meta = {
  title: 'Features/Feed/FeedFilters',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('value');

/** The categories come in two groups: the post form's topics and the specialties. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    const listbox = within(await page().findByRole('listbox'));
    const groups = listbox.getAllByRole('group');
    await expect(groups).toHaveLength(2);
    await expect(within(groups[0]!).getByText('Topics')).toBeVisible();
    await expect(within(groups[0]!).getAllByRole('option')).toHaveLength(13);
    await expect(within(groups[1]!).getByText('Specialties')).toBeInTheDocument();
    await expect(within(groups[1]!).getAllByRole('option')).toHaveLength(13);
    await userEvent.click(listbox.getByRole('option', { name: 'Mental Health' }));
    await expect(value(canvasElement)).toHaveTextContent('{"category":"Mental Health"}');
  },
};

/** Every filter with its "All", and Clear filters, which keeps the focus. */
export const ChooseAndClear: Story = {
  args: { initial: { category: 'Cardiology' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Cardiology',
    );
    await choose(canvas, 'Provider', 'Labs');
    await choose(canvas, 'Content type', 'Announcement');
    await expect(value(canvasElement)).toHaveTextContent(
      '{"category":"Cardiology","provider":"labs","contentType":"announcement"}',
    );
    await choose(canvas, 'Provider', 'All providers');
    await waitFor(() => expect(value(canvasElement)).not.toHaveTextContent('labs'));
    const clear = canvas.getByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear);
    await expect(value(canvasElement)).toHaveTextContent('{}');
    await expect(clear).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Content type' })).toHaveTextContent(
      'All content types',
    );
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: { initial: { provider: 'doctors' } },
  play: async ({ canvasElement }) => {
    const comboboxes = within(canvasElement).getAllByRole('combobox');
    await expect(comboboxes).toHaveLength(3);
    // The provider's label comes from the feed's shared messages, translated.
    await expect(comboboxes[1]).not.toHaveTextContent('All providers');
  },
};

/** On a phone the filters fold away behind one button that says how many are set. */
export const Phone: Story = {
  ...phone360,
  args: { initial: { provider: 'labs', contentType: 'video' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    // Filters a link brought are shown at first, so the reader sees why the list is short.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('combobox')).toHaveLength(3);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
    await userEvent.click(toggle);
    await choose(canvas, 'Provider', 'All providers');
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expectTouchTargets([toggle, ...canvas.getAllByRole('combobox')]);
  },
};
