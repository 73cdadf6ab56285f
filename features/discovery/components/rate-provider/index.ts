export { RateProvider, type RateProviderProps } from './rate-provider';
export { RateProviderAction, type RateProviderActionProps } from './rate-provider-action';
