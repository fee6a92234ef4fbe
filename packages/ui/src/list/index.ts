// Not a Module Federation singleton: imports antd and is bound to the importing app's antd theme (like
// `@cadeau/ui/cockpit`), so each app bundles its own copy; a page without a list does not load antd's Table.
export { ListTable, type ListColumn, type ListQuery, type ServerList } from './list-table';
export { ListPage, ReviewToggle } from './list-page';
export { listFilter, type ListFilter } from './list-toolbar';
export { useListState, type ListState } from './use-list-state';
