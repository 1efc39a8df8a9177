export { PHOTO_TYPES, photoFileError, PhotoUploadField, type PhotoUploadFieldProps } from './PhotoUploadField';
