export { AccountDetailsForm, type AccountDetailsFormProps, type AccountDetailsValues } from './AccountDetailsForm';
