import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { Menu, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
import { messages } from './messages';

export const sidebarNavItemVariants = cva(
  [
    'flex min-h-touch w-full items-center gap-3 rounded-md px-3 py-2 text-start text-base',
    'transition-colors duration-fast ease-standard',
    'focus-ring',
    '[&_svg]:size-5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      active: {
        true: 'border-s-4 border-primary bg-accent ps-2 font-semibold text-accent-foreground',
        false: 'border-s-4 border-transparent ps-2 font-medium text-foreground hover:bg-muted',
      },
    },
    defaultVariants: { active: false },
  },
);

export type SidebarNavItem = {
  id: string;
  label: string;
  /** An icon element (e.g. `<CalendarDays />`); it is hidden from assistive technology. */
  icon?: ReactNode;
  /** Renders the item as a link. */
  href?: string;
  /** Called when the item is chosen (with or without href). */
  onSelect?: () => void;
  /** A count of new things, shown as a badge when above zero. */
  badge?: number;
};

/** What `renderLink` receives: spread it onto your router's link (map `href` to `to`). */
export type SidebarNavLinkProps = {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  onClick: () => void;
  children: ReactNode;
};

export type SidebarNavProps = {
  items: SidebarNavItem[];
  /** The item for the current page: highlighted and marked aria-current="page". */
  activeId?: string;
  /** Accessible name of the navigation landmark; "Main navigation" by default. */
  label?: string;
  /** Shown above the items, e.g. the user's photo, name and role. */
  header?: ReactNode;
  /** Shown below the items, e.g. a log out button. */
  footer?: ReactNode;
  /** Renders links, so the app can use its router's Link; a plain `<a>` otherwise. */
  renderLink?: (props: SidebarNavLinkProps) => ReactNode;
  /**
   * When the items hide behind a Menu button: below the md breakpoint ('md', default),
   * at every width ('always'), or never.
   */
  collapse?: 'md' | 'always' | 'never';
  /** Whether the collapsed menu starts open. */
  defaultOpen?: boolean;
  className?: string;
};

/**
 * The app's side navigation. Links (or buttons) in a labelled list; the current page is
 * highlighted and announced. Up/Down arrows, Home and End move between items. On small
 * screens a Menu button shows and hides the list; Escape closes it.
 */
export function SidebarNav({
  items,
  activeId,
  label,
  header,
  footer,
  renderLink,
  collapse = 'md',
  defaultOpen = false,
  className,
}: SidebarNavProps) {
  const intl = useIntl();
  const panelId = `${useId()}-panel`;
  const [open, setOpen] = useState(defaultOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const collapsible = collapse !== 'never';

  // The menu button is hidden (display: none) at wide widths in 'md' mode.
  const menuShown = () => collapsible && menuButton.current?.offsetParent != null;

  // Closing is harmless where the list is always shown (md:flex wins over hidden).
  const choose = (item: SidebarNavItem) => {
    item.onSelect?.();
    setOpen(false);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const targets = Array.from(event.currentTarget.children)
      .map((li) => li.querySelector<HTMLElement>('a[href], button'))
      .filter((el): el is HTMLElement => el !== null);
    const index = targets.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const last = targets.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    targets[next]?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open && menuShown()) {
      setOpen(false);
      menuButton.current?.focus();
    }
  };

  return (
    <nav
      data-slot="sidebar-nav"
      aria-label={label ?? intl.formatMessage(messages.navigation)}
      className={cn(
        'flex w-full flex-col bg-surface text-foreground',
        collapse === 'md' && 'md:h-full md:w-64 md:border-e md:border-border',
        collapse === 'never' && 'h-full w-64 border-e border-border',
        className,
      )}
    >
      {collapsible ? (
        <div
          data-slot="sidebar-nav-bar"
          className={cn(
            'flex items-center border-b border-border p-2',
            collapse === 'md' && 'md:hidden',
          )}
        >
          <Button
            data-slot="sidebar-nav-menu-button"
            ref={menuButton}
            variant="ghost"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
            {intl.formatMessage(messages.menu)}
          </Button>
        </div>
      ) : null}
      {/* Keyboard handling is delegated from the links and buttons inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        data-slot="sidebar-nav-panel"
        id={panelId}
        onKeyDown={onPanelKeyDown}
        className={cn(
          'flex flex-1 flex-col gap-4 p-3',
          collapsible && !open && 'hidden',
          collapse === 'md' && 'md:flex',
        )}
      >
        {header ? (
          <div data-slot="sidebar-nav-header" className="border-b border-border px-1 pb-4">
            {header}
          </div>
        ) : null}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul data-slot="sidebar-nav-list" className="flex flex-col gap-1" onKeyDown={onListKeyDown}>
          {items.map((item) => {
            const active = item.id === activeId;
            const itemClass = sidebarNavItemVariants({ active });
            const content = (
              <>
                {item.icon ? (
                  <span aria-hidden className="contents">
                    {item.icon}
                  </span>
                ) : null}
                <span className="min-w-0 flex-1 truncate">{item.label}</span>
                {item.badge && item.badge > 0 ? (
                  <>
                    <Badge aria-hidden variant="primary" size="sm">
                      {intl.formatNumber(item.badge)}
                    </Badge>
                    <span className="sr-only">
                      {intl.formatMessage(messages.newCount, { count: item.badge })}
                    </span>
                  </>
                ) : null}
              </>
            );
            const current = active ? ('page' as const) : undefined;
            return (
              <li data-slot="sidebar-nav-item" key={item.id}>
                {item.href !== undefined ? (
                  renderLink ? (
                    renderLink({
                      href: item.href,
                      className: itemClass,
                      'aria-current': current,
                      onClick: () => choose(item),
                      children: content,
                    })
                  ) : (
                    <a
                      data-slot="sidebar-nav-link"
                      href={item.href}
                      className={itemClass}
                      aria-current={current}
                      onClick={() => choose(item)}
                    >
                      {content}
                    </a>
                  )
                ) : (
                  <button
                    data-slot="sidebar-nav-link"
                    type="button"
                    className={itemClass}
                    aria-current={current}
                    onClick={() => choose(item)}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {footer ? (
          <div data-slot="sidebar-nav-footer" className="mt-auto border-t border-border pt-3">
            {footer}
          </div>
        ) : null}
      </div>
    </nav>
  );
}
