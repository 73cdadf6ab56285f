export const runtime = 'ok';
