export const schema = 'ok';
