import { useIntl } from 'react-intl';
import type { ContentLanguage } from '@contract/language';
import { toLocale } from '@lib/i18n';

/** What a new post or comment is written in until its author says otherwise: the interface's language. */
export function useInterfaceLanguage(): ContentLanguage {
  return toLocale(useIntl().locale.split('-')[0]);
}
