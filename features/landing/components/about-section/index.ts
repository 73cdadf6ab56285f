export { AboutSection, type AboutSectionProps } from './about-section';
