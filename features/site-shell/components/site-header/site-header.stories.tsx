import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sessions } from '@mocks/fixtures/sessions';
import { SiteHeader, type SiteHeaderProps } from './site-header';

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  args: {
    language: 'en',
    theme: 'light',
    onLanguageChange: fn(),
    onThemeToggle: fn(),
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main' }));

const languageTrigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Language/ });

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Ujyalo Health/ })).toHaveAttribute('href', '/');
    const nav = mainNav(canvasElement);
    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Log in', '/auth/login'],
      ['Register', '/auth/register'],
    ]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // The page being shown is marked as current.
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await expect(nav.queryByRole('button', { name: 'Log out' })).toBeNull();
    // Wide screen: the navigation is in the bar, not behind a menu button.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(languageTrigger(canvasElement)).toHaveAccessibleName('Language ENG');
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  },
};

export const LoggedIn: Story = {
  parameters: { session: sessions.patient },
  play: async ({ canvasElement, args, step }) => {
    const nav = mainNav(canvasElement);
    await step('See Dashboard in place of Home and Log in', async () => {
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(nav.queryByRole('link', { name: 'Home' })).toBeNull();
      await expect(nav.queryByRole('link', { name: 'Log in' })).toBeNull();
    });
    await step('Log out', async () => {
      await userEvent.click(nav.getByRole('button', { name: 'Log out' }));
      await expect(args.onLogout).toHaveBeenCalledOnce();
    });
  },
};

export const PortalGreeting: Story = {
  parameters: {
    session: sessions.patient,
    router: { initialEntries: ['/portal/user'] },
  },
  play: async ({ canvasElement, args, step }) => {
    const nav = mainNav(canvasElement);
    await step('See the greeting in place of Dashboard', async () => {
      await expect(nav.getByText('Welcome, Sita Sharma')).toBeVisible();
      await expect(nav.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    });
    await step('Log out', async () => {
      await userEvent.click(nav.getByRole('button', { name: 'Log out' }));
      await expect(args.onLogout).toHaveBeenCalledOnce();
    });
  },
};

export const PortalGreetingFallback: Story = {
  parameters: { session: sessions.namelessPatient, router: { initialEntries: ['/dashboard'] } },
  play: async ({ canvasElement }) => {
    const nav = mainNav(canvasElement);
    await expect(nav.getByText('Welcome, User')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const LanguageMenu: Story = {
  play: async ({ canvasElement, args, step }) => {
    const trigger = languageTrigger(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await step('Open the language menu', () => userEvent.click(trigger));
    const menu = await screen.findByRole('menu', undefined, { timeout: 5000 });
    await step('See English checked', async () => {
      const english = within(menu).getByRole('menuitemradio', { name: 'ENG Hello' });
      const nepali = within(menu).getByRole('menuitemradio', { name: 'नेपाली नमस्ते' });
      // The active language is checked and highlighted.
      await expect(english).toHaveAttribute('aria-checked', 'true');
      await expect(english).toHaveAttribute('data-state', 'checked');
      await expect(nepali).toHaveAttribute('aria-checked', 'false');
    });
    // A second click on the trigger closes it; a third opens it again. (The first click
    // loaded the real menu, whose trigger replaced the placeholder: ask for it again.)
    await step('Press the trigger again: the menu closes', async () => {
      await userEvent.click(languageTrigger(canvasElement));
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await expect(languageTrigger(canvasElement)).toHaveFocus();
    });
    await step('Open it again and choose नेपाली', async () => {
      await userEvent.click(languageTrigger(canvasElement));
      await userEvent.click(
        within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: /नेपाली/ }),
      );
      await expect(args.onLanguageChange).toHaveBeenCalledOnce();
      await expect(args.onLanguageChange).toHaveBeenCalledWith('ne');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  },
};

export const UnknownLanguage: Story = {
  args: { language: 'fr' },
  play: async ({ canvasElement, step }) => {
    const trigger = languageTrigger(canvasElement);
    await expect(trigger).toHaveAccessibleName('Language ENG');
    await step('Open the language menu: English is checked', async () => {
      await userEvent.click(trigger);
      const menu = await screen.findByRole('menu');
      await expect(within(menu).getByRole('menuitemradio', { name: /ENG/ })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    });
    await step('Press Escape: the menu closes', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  },
};

/** The header as an app holds it: the toggle flips the theme it is given. */
function WithThemeState(args: SiteHeaderProps) {
  const [theme, setTheme] = useState(args.theme);
  return (
    <SiteHeader
      {...args}
      theme={theme}
      onThemeToggle={() => {
        args.onThemeToggle();
        setTheme((current) => (current === 'dark' ? 'light' : 'dark'));
      }}
    />
  );
}

export const ThemeToggle: Story = {
  render: (args) => <WithThemeState {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onThemeToggle).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light theme' }));
    await expect(args.onThemeToggle).toHaveBeenCalledOnce();
    await expect(mainNav(canvasElement).getByRole('link', { name: 'Home' })).toBeVisible();
  },
};

export const MobileMenu: Story = {
  args: { collapse: 'always' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    // Folded away: no navigation in the bar, a menu button instead.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await step('Open the menu', () =>
      userEvent.click(canvas.getByRole('button', { name: 'Open menu' })),
    );
    // The menu's code loads on first use.
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    const nav = within(within(sheet).getByRole('navigation', { name: 'Main' }));
    await step('See every page in it', async () => {
      for (const name of ['Home', 'Services', 'About', 'Contact', 'Log in', 'Register']) {
        await expect(nav.getByRole('link', { name })).toBeVisible();
      }
    });
    // Choosing a page closes the menu.
    await step('Choose About: the menu closes', async () => {
      await userEvent.click(nav.getByRole('link', { name: 'About' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    });
  },
};

export const MobileMenuLoggedIn: Story = {
  args: { collapse: 'always' },
  parameters: { session: sessions.patient },
  play: async ({ canvasElement, args, step }) => {
    await step('Open the menu', () =>
      userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' })),
    );
    const sheet = within(await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 }));
    await expect(sheet.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await step('Log out from it: the menu closes', async () => {
      await userEvent.click(sheet.getByRole('button', { name: 'Log out' }));
      await expect(args.onLogout).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

export const Nepali: Story = {
  args: { language: 'ne' },
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    // Structure only: the Nepali catalogue is merged separately.
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    const trigger = within(canvasElement).getByRole('button', { name: /नेपाली/ });
    await expect(within(trigger).getByText('नेपाली')).toHaveAttribute('lang', 'ne');
  },
};
