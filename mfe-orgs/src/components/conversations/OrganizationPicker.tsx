import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationList } from '@cadeau/ui/api';
import { useDebounced } from '@cadeau/ui/hooks';
import { SelectField, TextField } from '@cadeau/ui/cockpit';

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
 * organisation list and an antd Select of its first matches. The chosen organisation stays selectable while
 * another search shows other matches.
 */
export function OrganizationPicker({
  value,
  onChange,
  error,
}: {
  value: PickedOrganization | null;
  onChange: (org: PickedOrganization | null) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useOrganizationList({ page: 1, pageSize: MATCHES, sort: 'name', order: 'asc', q: q || undefined });
  const matches: PickedOrganization[] = list.data?.items ?? [];
  const choices = value && !matches.some((o) => o.id === value.id) ? [value, ...matches] : matches;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 16,
        alignItems: 'start',
      }}
    >
      <TextField
        id="new-conversation-organization-search"
        type="search"
        autoComplete="off"
        label={t('orgs.conversations.new.searchOrganizations')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField
        id="new-conversation-organization"
        label={t('orgs.conversations.new.organization')}
        error={error}
        aria-busy={list.isFetching || undefined}
        placeholder={t('orgs.conversations.new.chooseOrganization')}
        value={value?.id}
        options={choices.map((o) => ({ value: o.id, label: o.name }))}
        onChange={(id) => onChange(choices.find((o) => o.id === id) ?? null)}
      />
    </div>
  );
}
