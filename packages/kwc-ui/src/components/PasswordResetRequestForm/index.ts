export {
  PasswordResetRequestForm,
  type PasswordResetRequestFormProps,
  type PasswordResetRequestValues,
} from './PasswordResetRequestForm';
