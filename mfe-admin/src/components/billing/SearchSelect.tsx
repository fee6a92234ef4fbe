import { useState } from 'react';
import Select from 'antd/es/select';
import { useDebounced } from '@cadeau/ui/hooks';

export interface Picked {
  id: string;
  label: string;
}

/** Typing asks the server once it pauses, not once per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * An antd Select whose options the server finds (`useMatches(q)` with the typed text): an organisation by name, an
 * invoice by number. The chosen one stays shown while another search lists other matches; antd's combobox keeps
 * the keyboard and screen-reader behaviour (type, arrows, Enter).
 */
export function SearchSelect({
  id,
  value,
  onChange,
  useMatches,
  placeholder,
  allowClear,
  testId,
  ...aria
}: {
  id: string;
  value: Picked | null;
  onChange: (picked: Picked | null) => void;
  useMatches: (q: string) => { matches: Picked[]; loading: boolean };
  placeholder: string;
  allowClear?: boolean;
  testId?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  status?: 'error';
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { matches, loading } = useMatches(q);
  const choices = value && !matches.some((m) => m.id === value.id) ? [value, ...matches] : matches;
  return (
    <Select<string>
      id={id}
      {...aria}
      data-testid={testId}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={loading}
      allowClear={allowClear}
      placeholder={placeholder}
      value={value?.id}
      options={choices.map((c) => ({ value: c.id, label: c.label }))}
      onChange={(picked) => {
        onChange(choices.find((c) => c.id === picked) ?? null);
        setSearch('');
      }}
      onClear={() => onChange(null)}
      popupMatchSelectWidth={false}
      style={{ width: '100%', minWidth: 220 }}
    />
  );
}
