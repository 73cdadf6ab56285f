import { Suspense, lazy, useEffect, useRef, useState, type ComponentProps } from 'react';
import { ChevronDown, Globe, Menu, Moon, Sun } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { toLocale, type Locale } from '@lib/i18n';
import { Button } from '@ui/button';
import { IconButton } from '@ui/icon-button';
import { cn, whenIdle } from '@ui/lib';
import { english, languageOptions, renderItem, useItems } from './items';
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

// The dropdown and the slide-in menu bring Radix's popper and dialog: they load on
// first use (or when the browser is idle), so the landing page's first load stays small.
const loadLanguageMenu = () => import('./language-menu');
const loadMobileMenu = () => import('./mobile-menu');
const LanguageMenuPopup = lazy(loadLanguageMenu);
const MobileMenu = lazy(loadMobileMenu);

function LanguageMenu({
  language,
  onLanguageChange,
}: Pick<SiteHeaderProps, 'language' | 'onLanguageChange'>) {
  const intl = useIntl();
  // null until the real menu is wanted; then whether it opens at once, and whether it
  // takes over the focus the placeholder had (a keyboard user tabbing as it loads).
  const [mounted, setMounted] = useState<null | { open: boolean; focus: boolean }>(null);
  const placeholderRef = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      whenIdle(() => {
        void loadLanguageMenu().then(() =>
          setMounted(
            (m) => m ?? { open: false, focus: document.activeElement === placeholderRef.current },
          ),
        );
      }),
    [],
  );
  const current = languageOptions.find((option) => option.locale === toLocale(language)) ?? english;
  // Looks and reads exactly like the real trigger; a click loads the menu and opens it.
  const placeholder = (
    <Button
      ref={placeholderRef}
      variant="ghost"
      className="px-2"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setMounted({ open: true, focus: true })}
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
    >
      <Globe aria-hidden />
      <span className="sr-only">{intl.formatMessage(messages.language)}</span>
      <span aria-hidden>{current.flag}</span>
      <span lang={current.locale}>{intl.formatMessage(current.label)}</span>
      <ChevronDown aria-hidden />
    </Button>
  );
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenuPopup
        language={language}
        onLanguageChange={onLanguageChange}
        defaultOpen={mounted.open}
        focusOnMount={mounted.focus}
      />
    </Suspense>
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
