export { UserAvatar, userInitials } from './UserAvatar';
