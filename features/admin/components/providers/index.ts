export { ProvidersPanel, type ProvidersPanelProps } from './providers-panel';
