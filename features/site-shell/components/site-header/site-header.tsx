import { Suspense, lazy, useRef, useState, type ComponentProps } from 'react';
import { Menu, Moon, Sun } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Locale } from '@lib/i18n';
import { IconButton } from '@ui/icon-button';
import { cn } from '@ui/lib';
import { renderItem, useItems } from './items';
import { LanguageMenu } from './language-menu';
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

// The slide-in menu brings Radix's dialog: it loads on first use. The language menu is the
// kit's, which loads Radix's menu the first time it is opened.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

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
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Stays mounted after the first opening so that closing can animate.
  const [menuLoaded, setMenuLoaded] = useState(false);

  return (
    <header
      className={cn('border-b border-border bg-surface text-surface-foreground', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
        <Link
          to="/"
          aria-label={intl.formatMessage(messages.brandHome)}
          className="me-auto inline-flex min-h-touch items-center rounded-md text-lg font-bold text-primary focus-ring"
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

        <IconButton
          ref={menuButtonRef}
          label={intl.formatMessage(messages.openMenu)}
          className={always ? undefined : 'md:hidden'}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadMobileMenu()}
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden />
        </IconButton>
        {menuOpen || menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onOpenChange={(open) => {
                setMenuOpen(open);
                setMenuLoaded(true);
              }}
              items={items}
              onLogout={onLogout}
              returnFocusTo={menuButtonRef}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
