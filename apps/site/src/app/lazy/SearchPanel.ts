// Loaded on demand (React.lazy): a module of its own, so the bundler splits SearchPanel off the first view.
export { SearchPanel as default } from '@kwc/ui';
