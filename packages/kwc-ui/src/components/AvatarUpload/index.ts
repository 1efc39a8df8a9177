export { avatarFileError, AvatarUpload, type AvatarUploadProps } from './AvatarUpload';
