export { Avatar, avatarVariants, type AvatarProps } from './avatar';
export { getInitials } from './initials';
