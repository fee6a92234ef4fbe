import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationList } from '@cadeau/ui/api';
import { useDebounced } from '@cadeau/ui/hooks';
import { SelectField, TextField } from '../controls';

export interface PickedOrganization {
  id: string;
  name: string;
}

/** How many matches the choice offers; the search narrows the server's list (sorted by name) to the one meant. */
const MATCHES = 50;
/** Typing a name asks the server once it pauses, not once per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A platform administrator names the organisation a new conversation goes to: a search on the server's
 * organisation list and a native select of its first matches. The chosen organisation stays selectable while
 * another search shows other matches.
 */
export function OrganizationPicker({ value, onChange, error }: { value: PickedOrganization | null; onChange: (org: PickedOrganization | null) => void; error?: string | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useOrganizationList({ page: 1, pageSize: MATCHES, sort: 'name', order: 'asc', q: q || undefined });
  const matches: PickedOrganization[] = list.data?.items ?? [];
  const choices = value && !matches.some((o) => o.id === value.id) ? [value, ...matches] : matches;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16, alignItems: 'start' }}>
      <TextField id="new-conversation-organization-search" type="search" autoComplete="off" label={t('orgs.conversations.new.searchOrganizations')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <SelectField
        id="new-conversation-organization"
        label={t('orgs.conversations.new.organization')}
        error={error}
        aria-busy={list.isFetching || undefined}
        value={value?.id ?? ''}
        onChange={(e) => onChange(choices.find((o) => o.id === e.target.value) ?? null)}
        style={{ width: '100%' }}
      >
        <option value="">{t('orgs.conversations.new.chooseOrganization')}</option>
        {choices.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
