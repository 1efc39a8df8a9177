export {
  ACCOUNT_SCREEN_TEXTS,
  AccountMessage,
  type AccountMessageAction,
  type AccountMessageProps,
} from './AccountMessage';
