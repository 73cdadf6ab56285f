import { token } from '@ui/token';

export const x = token;
