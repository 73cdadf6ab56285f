import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CalendarDays,
  FileText,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Settings,
  Stethoscope,
} from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { SidebarNav, type SidebarNavItem, type SidebarNavProps } from './sidebar-nav';

const items: SidebarNavItem[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <LayoutDashboard />, href: '#dashboard' },
  { id: 'appointments', label: 'Appointments', icon: <CalendarDays />, href: '#appointments' },
  { id: 'doctors', label: 'Find doctors', icon: <Stethoscope />, href: '#doctors' },
  { id: 'messages', label: 'Messages', icon: <MessageSquare />, href: '#messages' },
  { id: 'records', label: 'Medical records', icon: <FileText />, href: '#records' },
  { id: 'settings', label: 'Settings', icon: <Settings />, href: '#settings' },
];

const header = (
  <div className="flex items-center gap-3">
    <span
      aria-hidden
      className="flex size-11 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
    >
      SS
    </span>
    <span className="flex flex-col">
      <span className="font-semibold text-foreground">Sita Sharma</span>
      <span className="text-sm text-muted-foreground">Patient</span>
    </span>
  </div>
);

const footer = (
  <Button variant="ghost" className="w-full justify-start">
    <LogOut aria-hidden />
    Log out
  </Button>
);

const meta = {
  title: 'UI/SidebarNav',
  component: SidebarNav,
  args: { items, activeId: 'appointments', header, footer },
  decorators: [
    (Story) => (
      <div className="flex h-[34rem] w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    const current = within(nav).getByRole('link', { name: 'Appointments' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    // Header and footer slots.
    await expect(within(nav).getByText('Sita Sharma')).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Log out' })).toBeVisible();
    // At this width there is no Menu button: the list is always shown.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    // Keyboard: Tab reaches the first item; arrows, Home and End move between items.
    await userEvent.tab();
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(current).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(dashboard).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(dashboard).toHaveFocus();
  },
};

export const WithBadges: Story = {
  args: {
    activeId: 'dashboard',
    items: items.map((item) =>
      item.id === 'messages'
        ? { ...item, badge: 3 }
        : item.id === 'appointments'
          ? { ...item, badge: 12 }
          : item.id === 'records'
            ? { ...item, badge: 0 }
            : item,
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    // The count is part of the link's name, in words.
    const messages = within(nav).getByRole('link', { name: 'Messages 3 new' });
    await expect(within(messages).getByText('3')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Appointments 12 new' })).toBeVisible();
    // A zero count shows no badge.
    await expect(within(nav).getByRole('link', { name: 'Medical records' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ButtonItems: Story = {
  args: {
    header: undefined,
    activeId: 'overview',
    items: [
      { id: 'overview', label: 'Overview', icon: <LayoutDashboard />, onSelect: fn() },
      { id: 'schedule', label: 'Schedule', icon: <CalendarDays />, onSelect: fn() },
      { id: 'patients', label: 'Patients', icon: <Stethoscope />, onSelect: fn(), badge: 2 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const schedule = within(nav).getByRole('button', { name: 'Schedule' });
    await expect(within(nav).getByRole('button', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Items without href are buttons that call onSelect, by Enter or Space.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(schedule).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.items[1]!.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.items[2]!.onSelect).toHaveBeenCalledTimes(1);
    await expect(within(nav).getByRole('button', { name: 'Patients 2 new' })).toHaveFocus();
  },
};

const navigate = fn();

/** How the app passes its router's Link without ui importing the router. */
const routerLink: SidebarNavProps['renderLink'] = ({ href, children, ...props }) => (
  <a
    {...props}
    href={href}
    data-router-link=""
    onClick={(event) => {
      event.preventDefault();
      props.onClick();
      navigate(href);
    }}
  >
    {children}
  </a>
);

export const CustomLink: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const doctors = within(nav).getByRole('link', { name: 'Find doctors' });
    await expect(doctors).toHaveAttribute('data-router-link');
    await expect(within(nav).getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Arrow keys work with custom links too; Enter follows the link through the router.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(doctors).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#doctors');
  },
};

export const MobileCollapsed: Story = {
  args: { collapse: 'always', renderLink: routerLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const panelId = menu.getAttribute('aria-controls')!;
    const panel = canvasElement.ownerDocument.getElementById(panelId)!;
    await expect(panel).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    // Keyboard: Tab to Menu, Enter opens, Tab moves into the list.
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();

    // Escape closes it and returns focus to Menu.
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(panel).not.toBeVisible();

    // Space toggles it too; choosing an item closes it.
    await userEvent.keyboard(' ');
    await expect(panel).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    await expect(navigate).toHaveBeenLastCalledWith('#settings');
  },
};

export const MobileOpen: Story = {
  args: { collapse: 'always', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Appointments' })).toBeVisible();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Appointments' })).not.toBeInTheDocument();
  },
};
