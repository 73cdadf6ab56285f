export const locales = ['en', 'ne'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The BCP 47 tag used for formatting: Nepali is formatted as spoken in Nepal. */
export const intlLocale: Record<Locale, string> = { en: 'en-NP', ne: 'ne-NP' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Any unknown value falls back to English, as 000 §2 asks of the language dropdown. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
