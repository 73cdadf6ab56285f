export const route = 'ok';
