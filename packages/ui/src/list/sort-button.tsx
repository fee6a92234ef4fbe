import type { ListParams } from '@cadeau/ui/api';
import type { ListState } from './use-list-state';

// Looks like the header text but keeps the browser's focus ring (`all: unset` removed the outline, so a
// keyboard user could not see which header had the focus).
const sortButton = {
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  gap: 4,
} as const;

/** The header cell's `aria-sort`: the active column's direction, "none" for the other sortable ones. */
export function ariaSort(column: string, params: ListParams): 'ascending' | 'descending' | 'none' {
  if (params.sort !== column) return 'none';
  return params.order === 'desc' ? 'descending' : 'ascending';
}

/**
 * A sortable column's title. A new column starts ascending, the active one flips. No third "unsorted" state:
 * it would send no sort, the server would then sort by its own default column while no header showed it, and
 * a page whose default is descending (createdAt) could not flip its own default column.
 */
export function SortButton({ column, title, state }: { column: string; title: string; state: ListState }) {
  const { params } = state;
  const active = params.sort === column;
  const sortBy = () => {
    if (!active) state.setSort(column, 'asc');
    else state.setSort(column, params.order === 'asc' ? 'desc' : 'asc');
  };
  return (
    <button type="button" onClick={sortBy} style={sortButton} className="sort-button">
      {title}
      <span aria-hidden="true" style={{ opacity: active ? 1 : 0.35 }}>
        {active && params.order === 'desc' ? '▼' : '▲'}
      </span>
    </button>
  );
}
