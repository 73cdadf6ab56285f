export { decide } from './decide';
export { readDocument, contentTypes } from './documents';
export { getApplication, listPending, myVerification, readApplication } from './read';
export { submitDoctor, submitPatient, submitProvider } from './submit';
