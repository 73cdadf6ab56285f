export * from './envelope';
export * from './system';
export * from './roles';
export * from './errors';
export * from './auth';
export * from './endpoints';
export * from './paths';
export * from './entities';
