import { useId, useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { ListState } from './use-list-state';
import { Stack } from '@cadeau/ui/cockpit';

export interface ListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/** A filter over a list of values (statuses, types), each option named by `labelOf` (its text). */
export function listFilter<V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): ListFilter {
  return { name, label, options: values.map((value) => ({ value, label: labelOf(value) })) };
}

/** The search box (sent on Enter or the button) and one antd Select per filter ("<label>: All" sends none). */
export function ListToolbar({
  state,
  search,
  filters = [],
  testId,
  landmark,
}: {
  state: ListState;
  search?: boolean;
  filters?: ListFilter[];
  testId: string;
  /** Names the search landmark when a page has two lists (ListTable's `landmark`). */
  landmark?: string;
}) {
  const { t } = useTranslation();
  const { params } = state;
  const [text, setText] = useState(params.q ?? '');
  // A search cleared from outside the box (the "no entries match" message) empties the box too.
  const [sent, setSent] = useState(params.q);
  if (sent !== params.q) {
    setSent(params.q);
    setText(params.q ?? '');
  }
  // antd names its option list after the field's id (aria-controls); without one, two lists would share a name.
  const id = useId();
  return (
    <Stack gap="sm" wrap align="center">
      {search && (
        <form
          role="search"
          aria-label={landmark ? t('common.list.searchIn', { name: landmark }) : undefined}
          data-testid={`${testId}-search`}
          // On a phone the search box shrinks to the card instead of widening the page.
          style={{ display: 'flex', gap: 8, maxWidth: '100%', minWidth: 0 }}
          onSubmit={(e) => {
            e.preventDefault();
            state.setFilter('q', text.trim());
          }}
        >
          <Input
            type="search"
            aria-label={t('common.list.search')}
            placeholder={t('common.list.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            style={{ width: 260, minWidth: 0 }}
          />
          <Button htmlType="submit">{t('common.list.search')}</Button>
        </form>
      )}
      {filters.map((f) => (
        <Select<string>
          key={f.name}
          id={`${id}-${f.name}`}
          aria-label={f.label}
          data-testid={`${testId}-filter-${f.name}`}
          value={(params[f.name] as string | undefined) ?? ''}
          onChange={(value) => state.setFilter(f.name, value)}
          options={[{ value: '', label: `${f.label}: ${t('common.list.all')}` }, ...f.options]}
          popupMatchSelectWidth={false}
          style={{ minWidth: 180 }}
        />
      ))}
    </Stack>
  );
}
