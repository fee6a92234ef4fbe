import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseGiftCode } from '@cadeau/contracts/gift-code';
import { TextField } from '@cadeau/ui/light';
import { giftCodeError, typedGiftCode } from './gift-code-input';

interface GiftCodeFormProps {
  /** Called with the 16 digits once the Damm check passed (a typo never leaves the browser). */
  onCode: (code: string) => void;
  initialCode?: string;
  busy?: boolean;
  /** The answer to the last lookup (an error of spec section 8), shown above the button. */
  problem?: ReactNode;
  autoFocus?: boolean;
}

/**
 * Step 1 and 2 of the redemption: the code in the format of the mail (`0000-0000-0000-0000`) and "Select gift".
 * The client-side check digit catches single-digit typos and swapped neighbours before any request.
 */
export function GiftCodeForm({ onCode, initialCode = '', busy, problem, autoFocus }: GiftCodeFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(typedGiftCode(initialCode));
  const [tried, setTried] = useState(false);
  const error = tried ? giftCodeError(value) : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const code = parseGiftCode(value);
    if (code && !busy) onCode(code);
  };

  return (
    <form noValidate onSubmit={onSubmit} name="gift-code" aria-busy={busy} data-testid="gift-code-form">
      <TextField
        label={t('public.giftCode.label')}
        hint={t('public.giftCode.hint')}
        error={error ? t(error) : null}
        value={value}
        onChange={(e) => setValue(typedGiftCode(e.target.value))}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="0000-0000-0000-0000"
        autoFocus={autoFocus}
      />
      {problem}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {t('public.giftCode.submit')}
      </button>
    </form>
  );
}
