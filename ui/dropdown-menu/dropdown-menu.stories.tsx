import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal, Pencil, Pin, Share2, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: { defaultOpen: false },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Post options">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden />
          Edit post
        </DropdownMenuItem>
        <DropdownMenuItem>
          <Share2 aria-hidden />
          Share
        </DropdownMenuItem>
        <DropdownMenuItem disabled>
          <Pin aria-hidden />
          Pin to top
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onDelete}>
          <Trash2 aria-hidden />
          Delete post
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  beforeEach: () => {
    onEdit.mockClear();
    onDelete.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Closed: Enter opens it on the first item, arrows move, Escape closes and returns focus.
 * Until it is first opened it is the trigger alone, and Radix's code is not loaded.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const light = within(canvasElement).getByRole('button', { name: 'Post options' });
    await expect(light).toHaveAttribute('aria-haspopup', 'menu');
    await expect(light).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(light).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const menu = await body.findByRole('menu');
    const edit = within(menu).getByRole('menuitem', { name: 'Edit post' });
    await waitFor(() => expect(edit).toHaveFocus());
    await expect(edit).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete post' })).toHaveFocus();

    // Once opened, the trigger is Radix's own.
    const trigger = within(canvasElement).getByRole('button', { name: 'Post options' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // Space opens it too, and Enter on an item runs it and closes the menu.
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(
        within(body.getByRole('menu')).getByRole('menuitem', { name: 'Edit post' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open: actions, a disabled one and a destructive one. Typing a letter jumps to an item. */
export const Open: Story = {
  args: { defaultOpen: true },
  // Open from the start: Radix's menu loads first, and the picture waits for it.
  parameters: { visual: { waitFor: '[role="menu"]' } },
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitem', { name: 'Pin to top' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.keyboard('d');
    const remove = within(menu).getByRole('menuitem', { name: 'Delete post' });
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    await expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Checkbox items: the ticked options; Space toggles, and this menu stays open for more. */
export const CheckboxItems: Story = {
  args: { defaultOpen: true },
  // Open from the start: Radix's menu loads first, and the picture waits for it.
  parameters: { visual: { waitFor: '[role="menu"]' } },
  render: function Render(args) {
    const [email, setEmail] = useState(true);
    const [sms, setSms] = useState(false);
    const keepOpen = (event: Event) => event.preventDefault();
    return (
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Reminders</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel inset>Remind me by</DropdownMenuLabel>
          <DropdownMenuCheckboxItem checked={email} onCheckedChange={setEmail} onSelect={keepOpen}>
            Email
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={sms} onCheckedChange={setSms} onSelect={keepOpen}>
            SMS
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const menu = await body.findByRole('menu');
    const email = within(menu).getByRole('menuitemcheckbox', { name: 'Email' });
    const sms = within(menu).getByRole('menuitemcheckbox', { name: 'SMS' });
    await expect(email).toBeChecked();
    await expect(sms).not.toBeChecked();
    await waitFor(() => expect(within(menu).getByText('Remind me by')).toBeVisible());

    // Opened without the keyboard, focus is on the menu; ArrowDown reaches the first item.
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(sms).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(sms).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(email).not.toBeChecked();
    await expect(body.getByRole('menu')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Reminders' })).toHaveFocus();
  },
};

/** A radio group: one choice, marked with a dot; choosing closes the menu. */
export const RadioItems: Story = {
  args: { defaultOpen: true },
  // Open from the start: Radix's menu loads first, and the picture waits for it.
  parameters: { visual: { waitFor: '[role="menu"]' } },
  render: function Render(args) {
    const [size, setSize] = useState('medium');
    return (
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Text size</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel inset>Text size</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={size} onValueChange={setSize}>
            <DropdownMenuRadioItem value="small">Small</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="medium">Medium</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="large">Large</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    let menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Medium' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Small' })).not.toBeChecked();

    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Small' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Large' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    const trigger = within(canvasElement).getByRole('button', { name: 'Text size' });
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Large' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Medium' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
  },
};
