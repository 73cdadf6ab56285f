import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale, intlLocale, type Locale } from './locales';
import type { Messages } from './load-locale';

export type AppIntlProviderProps = {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
};

/** react-intl configured for Ujyalo: English source, Nepal as the region, Kathmandu time. */
export function AppIntlProvider({ locale, messages, children }: AppIntlProviderProps) {
  return (
    <IntlProvider
      locale={intlLocale[locale]}
      defaultLocale={intlLocale[defaultLocale]}
      messages={messages}
      timeZone="Asia/Kathmandu"
    >
      {children}
    </IntlProvider>
  );
}
