export { ComingSoonPanel, type ComingSoonPanelProps } from './coming-soon-panel';
