// The feed hook is deliberately not exported: it stays in the teaser's lazy chunk.
export { LandingPage, type LandingPageProps } from './components/landing-page';
export { servicesSectionId } from './components/services-section';
