export { HowItWorks, type HowItWorksProps } from './how-it-works';
