export { AGREEMENT_KEYS, AgreementsField, type AgreementsFieldProps } from './AgreementsField';
