import { alpha } from '@features/alpha/index';

export const x = alpha;
