export {
  ToastBus,
  toasts,
  useToasts,
  DEFAULT_GROUP,
  DEFAULT_LIFE,
  type Toast,
  type ToastInput,
  type Severity,
} from './bus';
export {
  errorDisplay,
  errorTexts,
  translateErrorKey,
  showError,
  showSuccess,
  dismissErrors,
  type ErrorDisplay,
} from './show-error';
