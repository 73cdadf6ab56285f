export {
  Stepper,
  stepIndicatorVariants,
  stepperVariants,
  type Step,
  type StepState,
  type StepperProps,
} from './stepper';
