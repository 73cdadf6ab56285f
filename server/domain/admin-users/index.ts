export { listUsers, toAdminUser } from './list';
export { changeUser } from './change';
