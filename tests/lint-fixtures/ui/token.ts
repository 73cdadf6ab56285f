export const token = 'ok';
