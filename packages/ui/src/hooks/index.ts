// Small stateless React hooks; not a Module Federation singleton (nothing to share), each app bundles them.
export { useDebounced } from './use-debounced';
export { usePageTitle, TITLE_SUFFIX } from './use-page-title';
export { loadedPhoneRule, loadPhoneRule, PHONE_INPUT_MAX_LENGTH, usePhoneRule, type PhoneRule } from './use-phone-rule';
