export { TextAreaField, textCounter, type TextAreaFieldProps } from './TextAreaField';
