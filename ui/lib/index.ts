export { cn } from './cn';
export { whenIdle } from './when-idle';
export { useHydrated } from './use-hydrated';
