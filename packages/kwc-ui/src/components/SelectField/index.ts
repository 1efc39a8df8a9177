export { optionsFromLabels, SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
