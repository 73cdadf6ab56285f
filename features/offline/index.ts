export { OfflineBanner, type OfflineBannerProps } from './components/offline-banner';
export { UpdatePrompt, type UpdatePromptProps } from './components/update-prompt';
