export { ErrorState, errorStateVariants, type ErrorStateProps } from './error-state';
