// Loaded on demand (React.lazy): a module of its own, so the bundler splits AdultGateModal off the first view.
export { AdultGateModal as default } from '@kwc/ui';
