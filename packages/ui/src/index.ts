// Everything of @cadeau/ui, re-exported through the package's own subpath names (never `./api`): each subpath is
// a separate Module Federation singleton, and a relative import would bundle a second copy of its state.
export * from '@cadeau/ui/api';
export * from '@cadeau/ui/i18n';
export * from '@cadeau/ui/theme';
export * from '@cadeau/ui/toast';
export * from '@cadeau/ui/errors';
export * from '@cadeau/ui/navigation';
export * from '@cadeau/ui/format';
