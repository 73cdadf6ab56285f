import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown, Globe, Menu, Moon, Sun } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { toLocale, type Locale } from '@lib/i18n';
import { useSession } from '@lib/session';
import { Button } from '@ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@ui/dropdown-menu';
import { IconButton } from '@ui/icon-button';
import { cn } from '@ui/lib';
import { Sheet, SheetClose, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@ui/sheet';
import { messages } from './messages';

export type SiteHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The interface language; anything but 'en' or 'ne' shows English (000 §2). */
  language: Locale | (string & {});
  onLanguageChange: (locale: Locale) => void;
  theme: 'light' | 'dark';
  onThemeToggle: () => void;
  onLogout: () => void;
  /**
   * When the navigation folds into the menu button: below the md breakpoint (default),
   * or `always` (a narrow frame, or a story that shows the mobile menu on a wide screen).
   */
  collapse?: 'md' | 'always';
};

type LanguageOption = {
  locale: Locale;
  // Flags are decoration (hidden from assistive technology), not text to translate.
  flag: string;
  label: MessageDescriptor;
  greeting: MessageDescriptor;
};

const english: LanguageOption = {
  locale: 'en',
  flag: '\u{1F1EC}\u{1F1E7}',
  label: messages.languageEnLabel,
  greeting: messages.languageEnGreeting,
};

const languageOptions: readonly LanguageOption[] = [
  english,
  {
    locale: 'ne',
    flag: '\u{1F1F3}\u{1F1F5}',
    label: messages.languageNeLabel,
    greeting: messages.languageNeGreeting,
  },
];

const publicLinks = [
  { to: '/', label: messages.home, end: true },
  { to: '/services', label: messages.services, end: false },
  { to: '/about', label: messages.about, end: false },
  { to: '/contact', label: messages.contact, end: false },
] as const;

const linkClassName = cn(
  'inline-flex min-h-touch items-center rounded-md px-3 text-base font-medium text-foreground',
  'transition-colors duration-fast ease-standard hover:bg-muted motion-reduce:transition-none',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4',
);

type Item =
  | { kind: 'link'; to: string; label: string; end?: boolean; variant?: 'primary' | 'outline' }
  | { kind: 'logout'; label: string }
  | { kind: 'greeting'; label: string };

/** What the header offers for this session and path (000 §2 "Header"). */
function useItems(): Item[] {
  const intl = useIntl();
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = session.status === 'signed-in';
  const logout: Item = { kind: 'logout', label: intl.formatMessage(messages.logout) };

  if (/^\/(portal|dashboard)(\/|$)/.test(pathname)) {
    const name =
      (signedIn && session.user.name.trim()) || intl.formatMessage(messages.userFallback);
    return [{ kind: 'greeting', label: intl.formatMessage(messages.welcome, { name }) }, logout];
  }
  if (signedIn) {
    return [
      { kind: 'link', to: '/dashboard', label: intl.formatMessage(messages.dashboard) },
      logout,
    ];
  }
  return [
    ...publicLinks.map((link): Item => ({
      kind: 'link',
      to: link.to,
      end: link.end,
      label: intl.formatMessage(link.label),
    })),
    {
      kind: 'link',
      to: '/auth/login',
      label: intl.formatMessage(messages.login),
      variant: 'outline',
    },
    {
      kind: 'link',
      to: '/auth/register',
      label: intl.formatMessage(messages.register),
      variant: 'primary',
    },
  ];
}

function renderItem(item: Item, onLogout: () => void, wrap: (node: ReactNode) => ReactNode) {
  switch (item.kind) {
    case 'greeting':
      return <span className="px-3 text-base font-medium text-foreground">{item.label}</span>;
    case 'logout':
      return wrap(
        <Button variant="outline" onClick={onLogout}>
          {item.label}
        </Button>,
      );
    case 'link':
      return wrap(
        item.variant ? (
          <Button asChild variant={item.variant}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </Button>
        ) : (
          <NavLink to={item.to} end={item.end} className={linkClassName}>
            {item.label}
          </NavLink>
        ),
      );
  }
}

function LanguageMenu({
  language,
  onLanguageChange,
}: Pick<SiteHeaderProps, 'language' | 'onLanguageChange'>) {
  const intl = useIntl();
  const active = toLocale(language);
  const current = languageOptions.find((option) => option.locale === active) ?? english;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="px-2">
          <Globe aria-hidden />
          <span className="sr-only">{intl.formatMessage(messages.language)}</span>
          <span aria-hidden>{current.flag}</span>
          <span lang={current.locale}>{intl.formatMessage(current.label)}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={active}
          onValueChange={(value) => onLanguageChange(toLocale(value))}
        >
          {languageOptions.map((option) => (
            <DropdownMenuRadioItem
              key={option.locale}
              value={option.locale}
              lang={option.locale}
              className="data-[state=checked]:bg-muted"
            >
              <span aria-hidden>{option.flag}</span>
              <span>{intl.formatMessage(option.label)}</span>
              <span className="ms-auto ps-4 text-sm text-muted-foreground">
                {intl.formatMessage(option.greeting)}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The site's top bar: brand, navigation for the session and path, language and theme.
 * Below md (or always, with `collapse="always"`) the navigation moves into a slide-in menu.
 */
export function SiteHeader({
  language,
  onLanguageChange,
  theme,
  onThemeToggle,
  onLogout,
  collapse = 'md',
  className,
  ...props
}: SiteHeaderProps) {
  const intl = useIntl();
  const items = useItems();
  const always = collapse === 'always';

  return (
    <header
      className={cn('border-b border-border bg-surface text-surface-foreground', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <Link
          to="/"
          aria-label={intl.formatMessage(messages.brandHome)}
          className="me-auto inline-flex min-h-touch items-center rounded-md text-lg font-bold text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {intl.formatMessage(messages.brand)}
        </Link>

        <nav
          aria-label={intl.formatMessage(messages.mainNav)}
          className={cn('items-center', always ? 'hidden' : 'hidden md:flex')}
        >
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={`${item.kind}-${item.label}`}>
                {renderItem(item, onLogout, (node) => node)}
              </li>
            ))}
          </ul>
        </nav>

        <LanguageMenu language={language} onLanguageChange={onLanguageChange} />
        <IconButton
          label={intl.formatMessage(
            theme === 'dark' ? messages.switchToLight : messages.switchToDark,
          )}
          onClick={onThemeToggle}
        >
          {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
        </IconButton>

        <Sheet>
          <SheetTrigger asChild>
            <IconButton
              label={intl.formatMessage(messages.openMenu)}
              className={always ? undefined : 'md:hidden'}
            >
              <Menu aria-hidden />
            </IconButton>
          </SheetTrigger>
          <SheetContent side="right" aria-describedby={undefined}>
            <SheetHeader>
              <SheetTitle>{intl.formatMessage(messages.menuTitle)}</SheetTitle>
            </SheetHeader>
            <nav aria-label={intl.formatMessage(messages.mainNav)}>
              <ul className="flex flex-col gap-2">
                {items.map((item) => (
                  <li key={`${item.kind}-${item.label}`} className="flex flex-col">
                    {renderItem(item, onLogout, (node) => (
                      <SheetClose asChild>{node}</SheetClose>
                    ))}
                  </li>
                ))}
              </ul>
            </nav>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  );
}
