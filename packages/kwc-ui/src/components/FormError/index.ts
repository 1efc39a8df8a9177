export { FormError, type FormErrorItem, type FormErrorProps } from './FormError';
