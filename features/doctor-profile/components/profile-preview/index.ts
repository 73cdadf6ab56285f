export { ProfilePreview } from './profile-preview';
