export { LandingHero, type LandingHeroProps } from './landing-hero';
