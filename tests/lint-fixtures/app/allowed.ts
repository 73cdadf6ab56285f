import { alpha } from '@features/alpha/index';
import { beta } from '@features/beta/index';

export const composed = [alpha, beta];
