export { cn } from './cn';
export { whenIdle } from './when-idle';
export { holdUntilSettled, settle, useSettled } from './settled';
export { useHydrated } from './use-hydrated';
