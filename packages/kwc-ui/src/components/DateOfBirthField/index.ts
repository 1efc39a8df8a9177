export { birthDateParts, birthDateValue, DateOfBirthField, type DateOfBirthFieldProps } from './DateOfBirthField';
