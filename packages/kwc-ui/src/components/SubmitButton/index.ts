export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
