export const handler = 'ok';
