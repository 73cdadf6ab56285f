import type NepaliDateClass from 'nepali-datetime';
import type { Locale } from '../i18n/locales';

let NepaliDate: typeof NepaliDateClass | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the Bikram Sambat converter (about 7 KB compressed). Only Nepali shows BS dates, so
 * it comes with the Nepali language (`ensureNepaliIntl`), and an English visit to a page with
 * dates downloads none of it (ADR 0045). A failed download (offline) is tried again next time.
 */
export function loadBikramSambat(): Promise<void> {
  loading ??= import('nepali-datetime').then(
    (module) => {
      NepaliDate = module.default;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The BS date of an AD date, once the converter has loaded (else undefined, and the reader
 * sees the AD date alone). The converter covers BS 2000 to 2099; outside that range there is
 * no BS date.
 */
export function toBikramSambat(iso: string | Date, locale: Locale): string | undefined {
  if (!NepaliDate) return undefined;
  try {
    const date = new NepaliDate(new Date(iso));
    return locale === 'ne' ? date.formatNepali('D MMMM YYYY') : date.format('D MMMM YYYY');
  } catch {
    return undefined;
  }
}
