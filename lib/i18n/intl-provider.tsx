import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, intlLocale, type Locale } from './locales';
import { useLaterMessages, type Messages } from './load-locale';

export type AppIntlProviderProps = {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
};

/** react-intl configured for Ujyalo: English source, Nepal as the region, Kathmandu time. */
export function AppIntlProvider({ locale, messages, children }: AppIntlProviderProps) {
  // Catalogue parts a screen asked for after the language was chosen (a portal's messages).
  const later = useLaterMessages(locale);
  const all = useMemo(() => (later ? { ...messages, ...later } : messages), [messages, later]);
  return (
    <IntlProvider
      locale={intlLocale[locale]}
      defaultLocale={intlLocale[defaultLocale]}
      messages={all}
      timeZone="Asia/Kathmandu"
    >
      {children}
    </IntlProvider>
  );
}
