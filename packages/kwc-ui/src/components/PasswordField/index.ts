export { loadPasswordStrength, PasswordField, type PasswordFieldProps } from './PasswordField';
