export { RegistrationForm, type RegistrationFormProps, type RegistrationValues } from './RegistrationForm';
