import { useTranslation } from 'react-i18next';

/** Widths of the grey text lines in a panel: uneven, as text is. */
const LINES = ['62%', '88%', '45%'];

/**
 * What a cockpit page shows while it loads: grey shapes where its heading and panels will be, instead of a blank
 * area or a spinner, so the page does not jump when its content arrives. One status for assistive technology says
 * "Loading…"; the shapes themselves are hidden from it. Plain elements styled by the shell's CSS (`.skeleton*` in
 * shell/src/index.html): no antd, so the shell shows the same shapes before any antd has loaded, in light and dark.
 * `heading={false}` inside a page that already shows its heading (a tab loading its panel).
 */
export function PageSkeleton({
  heading = true,
  panels = 2,
  testId = 'page-skeleton',
}: {
  heading?: boolean;
  panels?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton" role="status" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden">{t('common.loading')}</span>
      <div aria-hidden="true" className="page-skeleton-shapes">
        {heading && <div className="skeleton skeleton-heading" />}
        {Array.from({ length: panels }, (_, i) => (
          <div key={i} className="skeleton-panel">
            <div className="skeleton skeleton-panel-title" />
            {LINES.map((width) => (
              <div key={width} className="skeleton skeleton-line" style={{ width }} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
