import { runtime } from '@lib/runtime';

export const x = runtime;
