export { CheckboxGroupField, type CheckboxGroupFieldProps } from './CheckboxGroupField';
