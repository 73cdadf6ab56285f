export const db = 'ok';
