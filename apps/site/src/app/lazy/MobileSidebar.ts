// Loaded on demand (React.lazy): a module of its own, so the bundler splits the mobile sheet (and
// the Radix dialog under it) off the first view.
export { MobileSidebar as default } from '@kwc/ui';
