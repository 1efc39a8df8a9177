// Loaded on demand (React.lazy): a module of its own, so the bundler splits LegalHintModal off the first view.
export { LegalHintModal as default } from '@kwc/ui';
