import { useTranslation } from 'react-i18next';

const ROLES = ['admin', 'manager', 'designer', 'user'] as const;

/**
 * The organisation roles as a group of native checkboxes (a fieldset with a legend): keyboard and screen
 * reader friendly, and no antd Select on the page. At least one role stays checked.
 */
export function RoleCheckboxes({ legend, value, onChange, disabled, describedBy, testId }: { legend: string; value: string[]; onChange: (roles: string[]) => void; disabled?: boolean; describedBy?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={describedBy} disabled={disabled} data-testid={testId} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend className="visually-hidden">{legend}</legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px' }}>
        {ROLES.map((r) => (
          <label key={r} style={{ display: 'inline-flex', gap: 4, alignItems: 'center', cursor: disabled ? 'default' : 'pointer' }}>
            <input
              type="checkbox"
              checked={value.includes(r)}
              onChange={(e) => {
                const next = e.target.checked ? [...value, r] : value.filter((x) => x !== r);
                if (next.length) onChange(ROLES.filter((x) => next.includes(x)));
              }}
            />
            {t(`orgs.roles.${r}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
