export const beta = 'ok';
