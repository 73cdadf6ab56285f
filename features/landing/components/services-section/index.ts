export { ServicesSection, servicesSectionId, type ServicesSectionProps } from './services-section';
