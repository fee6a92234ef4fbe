/**
 * wouter imports `useSyncExternalStore` through the `use-sync-external-store` shim, a fallback for React before 18
 * that the bundle would carry although React 19 has the hook (rspack.config.js points the shim here): about
 * 0.5 KiB gzip, and without it wouter is small enough to stay in the app's chunk instead of a chunk of its own
 * (one request less on the public page, ADR 0026).
 */
export { useSyncExternalStore } from 'react';
