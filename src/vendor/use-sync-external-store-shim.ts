/**
 * `use-sync-external-store/shim` for React 19, which has useSyncExternalStore built in: the shim
 * (imported by @xstate/react and, through its with-selector, by @tanstack/react-store) would
 * only add its React 17 fallback to the first load. vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from 'react';
