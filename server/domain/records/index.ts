export { canDoctorReadRecords, recordsRefusal, ACCEPTED_STATUSES } from './access';
export { listRecords, findRecord } from './read';
export { saveUpload, createRecord, deleteRecord, dropExpiredUploads } from './write';
export { accessHistory, logRecordRead } from './history';
export { readRecordFile } from './serve';
