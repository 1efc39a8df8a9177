export {
  AccountEditForm,
  accountChanges,
  type AccountEditDefaults,
  type AccountEditFormProps,
  type AccountEditValues,
} from './AccountEditForm';
