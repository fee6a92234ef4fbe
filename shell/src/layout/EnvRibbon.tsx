import { useTranslation } from 'react-i18next';

/**
 * Diagonal corner ribbon naming a non-production environment (spec section 2): orange for test, else green. A
 * labelled complementary landmark (aside): outside the page's header, main and footer, content must still sit in a
 * landmark so nobody navigating by landmarks misses it (axe's region rule).
 */
export function EnvRibbon({ name, color }: { name: string; color: 'orange' | 'green' }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('layout.environment', { name })}
      data-testid="env-ribbon"
      data-color={color}
      style={{
        position: 'fixed',
        // Bottom corner: at the top it would cover the header's controls.
        bottom: 26,
        right: -52,
        width: 200,
        transform: 'rotate(-45deg)',
        // orange-8 rather than orange-6: white 12 px text on it reads 5.4:1 (was 3.6:1).
        background: color === 'orange' ? '#ad4e00' : '#237804',
        color: '#fff',
        textAlign: 'center',
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: 1,
        textTransform: 'uppercase',
        padding: '4px 0',
        zIndex: 3000,
        pointerEvents: 'none',
        boxShadow: '0 2px 6px rgba(0,0,0,0.25)',
      }}
    >
      {name}
    </aside>
  );
}
