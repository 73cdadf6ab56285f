import { Shape } from './types';

export const make = (id: string): Shape => ({ id });
