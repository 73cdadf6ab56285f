import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import type { Locale } from '@lib/i18n';
import { useSession } from '@lib/session';
import { Button } from '@ui/button';
import { cn } from '@ui/lib';
import { messages } from './messages';

export type LanguageOption = {
  locale: Locale;
  // Flags are decoration (hidden from assistive technology), not text to translate.
  flag: string;
  label: MessageDescriptor;
  greeting: MessageDescriptor;
};

export const english: LanguageOption = {
  locale: 'en',
  flag: '\u{1F1EC}\u{1F1E7}',
  label: messages.languageEnLabel,
  greeting: messages.languageEnGreeting,
};

export const languageOptions: readonly LanguageOption[] = [
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
  'focus-ring',
  'aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4',
);

export type Item =
  | { kind: 'link'; to: string; label: string; end?: boolean; variant?: 'primary' | 'outline' }
  | { kind: 'logout'; label: string }
  | { kind: 'greeting'; label: string };

/** What the header offers for this session and path (000 §2 "Header"). */
export function useItems(): Item[] {
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

export function renderItem(item: Item, onLogout: () => void, wrap: (node: ReactNode) => ReactNode) {
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
