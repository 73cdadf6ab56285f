export { saveSection } from './save';
export { bareName, doctorOf, readProfile } from './read';
export { replacePicture } from './picture';
export {
  documentContentTypes,
  profileDocumentMultipart,
  readDocument,
  uploadDocument,
} from './documents';
