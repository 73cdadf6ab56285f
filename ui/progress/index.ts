export {
  Progress,
  progressIndicatorVariants,
  progressVariants,
  type ProgressProps,
} from './progress';
