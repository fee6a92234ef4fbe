import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@cadeau/ui/light';
import type { CompanyRecord } from '@cadeau/contracts';
import { COMPANY_SEARCH_MIN, useCompanySearch } from '../../api/accounts';
import { errorTexts, showError } from '@cadeau/ui/toast';
import { useDebounced } from '@cadeau/ui/hooks';

/** How long typing must pause before the register is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** One line per company: name, UID and place, so two branches of a name can be told apart. */
export function companyLine(c: CompanyRecord): string {
  const place = [c.address?.zip, c.address?.city].filter(Boolean).join(' ');
  return [c.uid, place].filter(Boolean).join(' · ');
}

/**
 * The company search of the organisation registration: by name or UID against the Swiss UID register
 * (GET /auth/company-search), debounced. Results are buttons, so keyboard users tab through and pick one.
 */
export function CompanySearch({ onPick }: { onPick: (company: CompanyRecord) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCompanySearch(q);
  const resultsId = useId();
  const active = q.length >= COMPANY_SEARCH_MIN;

  // A register failure (unavailable, rate limited, invalid UID) is a toast like every error, once per failure.
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (search.error && toasted.current !== search.error) {
      toasted.current = search.error;
      showError(search.error);
    }
  }, [search.error]);

  return (
    <div>
      <TextField
        label={t('public.orgRegistration.search')}
        hint={t('public.orgRegistration.searchHint')}
        type="search"
        name="companySearch"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-controls={resultsId}
        error={active && search.error ? errorTexts(search.error).summary : null}
      />
      <div id={resultsId} aria-live="polite" style={{ marginTop: -8, marginBottom: 20 }}>
        {!active ? null : search.isFetching && !search.data ? (
          <p role="status">{t('public.orgRegistration.searching')}</p>
        ) : search.data && search.data.length === 0 ? (
          <p role="status" data-testid="company-search-empty">
            {t('public.orgRegistration.noResults')}
          </p>
        ) : search.data ? (
          <ul
            aria-label={t('public.orgRegistration.results')}
            data-testid="company-search-results"
            style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}
          >
            {search.data.map((c) => (
              <li key={c.uid}>
                <button
                  type="button"
                  className="btn btn-block"
                  style={{
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    height: 'auto',
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                  }}
                  onClick={() => onPick(c)}
                >
                  <strong>{c.name}</strong>
                  <span style={{ color: 'var(--c-text-2)', fontSize: 13 }}>{companyLine(c)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
