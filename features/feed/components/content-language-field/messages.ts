import { defineMessages } from 'react-intl';
import type { ContentLanguage } from '@contract/language';

export const messages = defineMessages({
  label: { id: 'feed.contentLanguage.label', defaultMessage: 'Written in' },
});

// Each language is named in itself, whatever the interface language, so these read the
// same in every catalogue (listed in lib/i18n/locales/allow-identical.json).
export const languageMessages = defineMessages({
  en: { id: 'feed.contentLanguage.en', defaultMessage: 'English' },
  ne: { id: 'feed.contentLanguage.ne', defaultMessage: 'नेपाली' },
}) satisfies Record<ContentLanguage, unknown>;
