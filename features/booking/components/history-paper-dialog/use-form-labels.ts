import { useEffect, useMemo, useState } from 'react';
import { createIntl, useIntl, type IntlShape } from 'react-intl';
import type { historyPaperLanguages } from '@contract/appointments';
import { intlLocale, loadLocale, type Messages } from '@lib/i18n';
import { localeOf } from '../../format';
import { hindiLabels } from './hindi-labels';
import { labelMessages, type LabelKey, type Labels } from './messages';

export type HistoryPaperLanguage = (typeof historyPaperLanguages)[number];

const format = (intl: IntlShape): Labels =>
  Object.fromEntries(
    (Object.keys(labelMessages) as LabelKey[]).map((key) => [
      key,
      intl.formatMessage(labelMessages[key]),
    ]),
  ) as Labels;

/**
 * The form's labels in its chosen language. The app's own language is at hand; English is
 * the messages' source text; Nepali while the app is in English needs its catalogue, which
 * loads on first use (meanwhile the English labels stand in, and `loading` is set).
 */
export function useFormLabels(language: HistoryPaperLanguage): {
  labels: Labels;
  loading: boolean;
} {
  const intl = useIntl();
  const appLocale = localeOf(intl);
  const [nepali, setNepali] = useState<Messages | undefined>();
  const needsNepali = language === 'np' && appLocale !== 'ne';

  useEffect(() => {
    if (!needsNepali || nepali) return;
    let live = true;
    void loadLocale('ne').then((loaded) => {
      if (live) setNepali(loaded);
    });
    return () => {
      live = false;
    };
  }, [needsNepali, nepali]);

  return useMemo(() => {
    const english = () =>
      format(createIntl({ locale: intlLocale.en, defaultLocale: intlLocale.en }));
    if (language === 'hi') return { labels: hindiLabels, loading: false };
    const target = language === 'np' ? 'ne' : 'en';
    if (target === appLocale) return { labels: format(intl), loading: false };
    if (target === 'en') return { labels: english(), loading: false };
    return nepali
      ? {
          labels: format(
            createIntl({ locale: intlLocale.ne, defaultLocale: intlLocale.en, messages: nepali }),
          ),
          loading: false,
        }
      : { labels: english(), loading: true };
  }, [language, appLocale, intl, nepali]);
}
