export type Shape = { id: string };
