import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './select';

const provinces = [
  { value: 'koshi', label: 'Koshi' },
  { value: 'madhesh', label: 'Madhesh' },
  { value: 'bagmati', label: 'Bagmati' },
  { value: 'gandaki', label: 'Gandaki' },
  { value: 'lumbini', label: 'Lumbini' },
  { value: 'karnali', label: 'Karnali' },
  { value: 'sudurpashchim', label: 'Sudurpashchim' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    'aria-label': 'Province',
    options: provinces,
    placeholder: 'Choose a province',
    onValueChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    invalid: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The trigger, found anew: once opened, it is Radix's own element, not the light one (and
 * while the list is open, Radix hides the rest of the page from assistive technology).
 */
const triggerIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Province', hidden: true });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = triggerIn(canvasElement);
    await expect(trigger).toHaveTextContent('Choose a province');
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await userEvent.click(body.getByRole('option', { name: 'Gandaki' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('gandaki');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(triggerIn(canvasElement)).toHaveTextContent('Gandaki');
    await expect(triggerIn(canvasElement)).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(triggerIn(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    const trigger = triggerIn(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Arrow keys move the highlight; Enter picks.
    await waitFor(() => expect(body.getByRole('option', { name: 'Koshi' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('option', { name: 'Bagmati' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('bagmati');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Bagmati');
    // Escape closes without choosing.
    await userEvent.keyboard(' ');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Bagmati');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'bagmati' },
  play: async ({ canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger).toHaveTextContent('Bagmati');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('option', { name: 'Bagmati' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'lumbini' },
  // The list's code arrives on demand: the picture waits for the list.
  parameters: { visual: { waitFor: '[role="listbox"]' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'Lumbini' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Escape closes it and gives focus back to the trigger. (Closing also matters for
    // the a11y check: while open, Radix hides the page behind it with aria-hidden.)
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Province' }),
    ).toHaveTextContent('Lumbini');
  },
};

export const Large: Story = {
  args: { size: 'lg', defaultValue: 'karnali' },
  play: async ({ canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'koshi' },
  play: async ({ canvasElement, args }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'morning', label: 'Morning (full)', disabled: true },
      { value: 'afternoon', label: 'Afternoon' },
      { value: 'evening', label: 'Evening' },
    ],
    'aria-label': 'Visit time',
    placeholder: 'Choose a time',
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Visit time' }));
    const full = await body.findByRole('option', { name: 'Morning (full)' });
    await expect(full).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(full, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Until it is first opened, the trigger is a light one that looks and reads the same (the
 * chosen label, closed), and Radix's code has not been downloaded (ADR 0045); a click
 * opens the real one, and the choice works as ever.
 */
export const UntilFirstOpened: Story = {
  args: { defaultValue: 'bagmati' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = triggerIn(canvasElement);
    await expect(trigger).toHaveTextContent('Bagmati');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    // The light trigger has made way for Radix's, which stays from now on.
    await expect(triggerIn(canvasElement)).not.toBe(trigger);
    await userEvent.click(body.getByRole('option', { name: 'Lumbini' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('lumbini');
    await waitFor(() => expect(triggerIn(canvasElement)).toHaveTextContent('Lumbini'));
    await expect(triggerIn(canvasElement)).toHaveFocus();
  },
};
