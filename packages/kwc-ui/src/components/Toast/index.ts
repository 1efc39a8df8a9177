export { ToastProvider, type ToastPosition, type ToastProviderProps } from './Toast';
export {
  createToastStore,
  toast,
  type ToastKind,
  type ToastOptions,
  type ToastRecord,
  type ToastStore,
} from './toastStore';
