import { useTranslation } from 'react-i18next';
import { orgFeatures } from '@cadeau/contracts/values';
import type { Feature } from './form';

/** Giver or seller, as native radio buttons (arrow keys move between them). */
export function FeatureChoice({ value, onChange }: { value: Feature; onChange: (f: Feature) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 20px' }}>
      <legend className="field-label" style={{ padding: 0, marginBottom: 6 }}>
        {t('public.orgRegistration.feature')}
      </legend>
      {orgFeatures.map((f) => (
        <label
          key={f}
          style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 6, cursor: 'pointer' }}
        >
          <input
            type="radio"
            name="feature"
            value={f}
            checked={value === f}
            onChange={() => onChange(f)}
            style={{ marginTop: 4, accentColor: 'var(--c-primary)' }}
          />
          <span>
            <strong>{t(`public.orgRegistration.${f}`)}</strong>
            <br />
            <span style={{ color: 'var(--c-text-2)' }}>{t(`public.orgRegistration.${f}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
