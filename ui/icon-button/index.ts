export { IconButton, type IconButtonProps } from './icon-button';
export { CloseButton, type CloseButtonProps } from './close-button';
