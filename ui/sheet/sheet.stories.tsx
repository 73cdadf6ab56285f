import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
} from './sheet';

const links = ['Home', 'Find a doctor', 'My appointments', 'Health records'];

function MobileMenu({
  side,
  ...args
}: ComponentProps<typeof Sheet> & { side?: SheetContentProps['side'] }) {
  return (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side={side} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {links.map((label) => (
              <li key={label}>
                <SheetClose asChild>
                  <a
                    href={`#${label.toLowerCase().replaceAll(' ', '-')}`}
                    // As a client-side router link does.
                    onClick={(event) => event.preventDefault()}
                    className="flex min-h-touch items-center rounded-md px-3 text-base font-medium text-foreground hover:bg-muted focus-ring"
                  >
                    {label}
                  </a>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <SheetFooter>
          <Button variant="outline">Sign out</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  args: { defaultOpen: false },
  render: (args) => <MobileMenu {...args} />,
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Closed: the menu button opens it with the keyboard; focus is trapped; Escape closes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    const home = within(sheet).getByRole('link', { name: 'Home' });
    await waitFor(() => expect(home).toHaveFocus());
    for (const name of links.slice(1)) {
      await userEvent.tab();
      await expect(within(sheet).getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(home).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open from the right (the default side). Choosing a page closes the menu. */
export const Right: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sheet.getBoundingClientRect().right).toBe(
        canvasElement.ownerDocument.documentElement.clientWidth,
      ),
    );
    await userEvent.click(within(sheet).getByRole('link', { name: 'My appointments' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

/** Open from the left. The close button closes it. */
export const Left: Story = {
  args: { defaultOpen: true },
  render: (args) => <MobileMenu {...args} side="left" />,
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheet.getBoundingClientRect().left).toBe(0));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

/** Open from the bottom, with a description. A click on the backdrop closes it. */
export const Bottom: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Language</Button>
      </SheetTrigger>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Choose language</SheetTitle>
          <SheetDescription>You can change this at any time.</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-2">
          <SheetClose asChild>
            <Button variant="outline">English</Button>
          </SheetClose>
          <SheetClose asChild>
            <Button variant="outline" lang="ne">
              नेपाली
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const body = portal(canvasElement);
    const sheet = await body.findByRole('dialog', { name: 'Choose language' });
    await expect(sheet).toHaveAccessibleDescription('You can change this at any time.');
    await waitFor(() =>
      expect(sheet.getBoundingClientRect().bottom).toBe(
        canvasElement.ownerDocument.documentElement.clientHeight,
      ),
    );
    const overlay = sheet.previousElementSibling as HTMLElement;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Language' })).toHaveFocus();
  },
};
