export { decide } from './decide';
export { readDocument, contentTypes } from './documents';
export { getApplication, listPending, myVerification } from './read';
export { submitDoctor, submitPatient, submitProvider } from './submit';
