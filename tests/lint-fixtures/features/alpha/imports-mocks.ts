import { handler } from '@mocks/handlers';

export const x = handler;
