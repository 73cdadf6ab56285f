export { RateProvider, type RateProviderProps } from './rate-provider';
