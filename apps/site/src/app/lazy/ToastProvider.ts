// Loaded on demand (React.lazy): a module of its own, so the bundler splits ToastProvider off the first view.
export { ToastProvider as default } from '@kwc/ui';
