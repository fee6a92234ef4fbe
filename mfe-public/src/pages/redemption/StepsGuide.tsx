import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The six steps of spec section 1, in order; the page walks the recipient through them. */
export const REDEMPTION_STEPS = ['enterCode', 'selectGift', 'discover', 'choose', 'details', 'enjoy'] as const;
export type RedemptionStep = (typeof REDEMPTION_STEPS)[number];

/**
 * The six steps as an ordered list, the current one marked for assistive technology (`aria-current="step"`)
 * and by its filled number; the steps before it are done. Past the code a phone shows them as a row of numbers
 * with the current step's name; a button there shows all six names on demand (issue 23).
 */
export function StepsGuide({ current }: { current: RedemptionStep }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const at = REDEMPTION_STEPS.indexOf(current);
  const compactable = at >= REDEMPTION_STEPS.indexOf('discover');
  return (
    <>
      <ol
        id="redemption-steps"
        className="steps"
        data-testid="redemption-steps"
        aria-label={t('public.redeem.stepsLabel')}
        // Past the code, a phone shows the steps as a row of numbers with the current step's name, so the step
        // itself starts above the fold; every name stays readable for screen readers.
        data-compact={compactable && !expanded ? '' : undefined}
      >
        {REDEMPTION_STEPS.map((step, i) => (
          <li key={step} aria-current={i === at ? 'step' : undefined} data-done={i < at ? '' : undefined}>
            <span className="step-name">{t(`public.redeem.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      {compactable ? (
        // Shown only where the row of numbers is (a phone's width, styles.ts); screen readers read every name anyway.
        <button
          type="button"
          className="steps-toggle btn-link"
          aria-controls="redemption-steps"
          aria-expanded={expanded}
          data-testid="steps-toggle"
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? 'public.redeem.stepsFewer' : 'public.redeem.stepsAll')}
        </button>
      ) : null}
    </>
  );
}
