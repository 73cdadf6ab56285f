export { AppStoreButtons, type AppStoreButtonsProps } from './app-store-buttons';
