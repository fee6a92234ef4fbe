// Not a Module Federation singleton (stateless, bundled per app) and free of antd and the router, so the light
// public pages (ADR 0004) and the cockpit use the same form state.
export { useForm, type Form, type FieldError, type FieldErrors, type FormOptions, type ServerIssue } from './use-form';
export { useEditForm, type EditForm } from './use-edit-form';
export { isEmail, EMAIL_MAX } from './email';
