export { PRIVATE_CACHE, clearPrivateData, privateDataUpdatedAt } from './private-data';
export { announceUpdate, useWaitingUpdate, type ApplyUpdate } from './update';
export { useOnline } from './use-online';
export { useOfflineStatus, type OfflineStatus } from './use-offline-status';
