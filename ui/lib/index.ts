export { cn } from './cn';
export { whenIdle } from './when-idle';
