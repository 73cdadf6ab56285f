export { createRequest, type CareDeps } from './create';
export { respond } from './respond';
export { doctorRequests, patientRequests, readRequest } from './read';
