export { AboutView, type AboutViewProps } from './about-view';
