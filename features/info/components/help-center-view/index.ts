export { HelpCenterView, type HelpCenterViewProps } from './help-center-view';
