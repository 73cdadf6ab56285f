export const alpha = 'ok';
