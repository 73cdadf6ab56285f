export { ProfileDocuments } from './profile-documents';
