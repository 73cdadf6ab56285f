import { beta } from '@features/beta/index';

export const x = beta;
