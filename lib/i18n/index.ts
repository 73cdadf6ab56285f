export { locales, defaultLocale, intlLocale, isLocale, toLocale, type Locale } from './locales';
export { loadLocale, type Messages } from './load-locale';
export { ensureNepaliIntl } from './polyfills';
export { AppIntlProvider, type AppIntlProviderProps } from './intl-provider';
export { specialtyLabel, specialtyMessages } from './specialties';
