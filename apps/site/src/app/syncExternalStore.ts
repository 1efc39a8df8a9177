// SWR imports `use-sync-external-store/shim` (the hook for React before 18); the site runs React 19,
// whose own hook the shim would only hand over, so the bundle takes React's directly (vite.config.ts).
export { useSyncExternalStore } from 'react';
