export { readProfile, updateProfile, replacePicture } from './profile';
export { listDocuments, saveDocument, deleteDocument, readDocumentFile } from './documents';
export { preferencesOf, updatePreferences, defaultSwitches } from './preferences';
