export { saveSection } from './save';
export { bareName, doctorOf, readProfile } from './read';
export { replacePicture } from './picture';
