export { AccessHistory } from './access-history';
