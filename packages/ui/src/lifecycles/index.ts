export { createLifecycles } from './create-lifecycles';
export { CrashFallback } from './crash-fallback';
