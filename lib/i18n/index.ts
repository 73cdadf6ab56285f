export { locales, defaultLocale, intlLocale, isLocale, toLocale, type Locale } from './locales';
export { loadLocale, loadWholeCatalogue, requireCatalogue, type Messages } from './load-locale';
export { cataloguePartOf, catalogueParts, type CataloguePart } from './catalogue-parts';
export { ensureNepaliIntl } from './polyfills';
export { AppIntlProvider, type AppIntlProviderProps } from './intl-provider';
export { specialtyLabel, specialtyMessages } from './specialties';
