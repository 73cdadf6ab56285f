import { route } from '@app/routes';

export const x = route;
