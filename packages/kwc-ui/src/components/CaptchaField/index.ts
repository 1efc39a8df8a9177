export { CaptchaField, type CaptchaFieldProps, loadCaptchaWidget } from './CaptchaField';
