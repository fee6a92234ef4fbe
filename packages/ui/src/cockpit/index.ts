// Deliberately NOT a shared module (see packages/build-config/mf-shared.js): these building blocks import antd
// and react-router, which every app bundles and tree-shakes on its own. Each app that imports this subpath gets
// its own copy bound to its own antd (theme tokens from its ConfigProvider) and its own router context.
export { CockpitRoot } from './cockpit-root';
export { Panel, Fields } from './panel';
export { Field, FieldError, controlState, type FieldProps } from './field';
export { TextField, TextAreaField } from './text-field';
export { SelectField, type Choice } from './select-field';
export { CountryField } from './country-field';
export { CheckboxGroup } from './checkbox-group';
export { Person } from './person';
export { PageTitle } from './page-title';
export { PageHeader } from './page-header';
export { Stack, type Gap, type StackElement } from './stack';
export { Paragraph } from './paragraph';
export { SecondaryText } from './secondary-text';
export { StatusWithReason } from './status-with-reason';
export { PendingOrganizationNotice } from './pending-organization-notice';
export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { PageSkeleton } from './page-skeleton';
export { NotFoundState, isNotFound } from './not-found-state';
export { BackLink } from './back-link';
export { LoadError } from './load-error';
export { StatusTag } from './status-tag';
export { OkCancelDialog, focusOnOpen } from './ok-cancel-dialog';
export { ReasonDialog } from './reason-dialog';
export { ConfirmDialog } from './confirm-dialog';
export { ChfField, chfAmountError } from './chf-field';
export {
  DateField,
  DateInput,
  DateTimeInput,
  TimeField,
  TimeInput,
  WeekField,
  WeekInput,
  type DateInputProps,
  type DateTimeInputProps,
  type TimeInputProps,
  type WeekInputProps,
} from './date-field';
