import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { FormAlert } from '@cadeau/ui/light';
import { useUnsubscribe } from '../api/unsubscribe';
import { Outcome, Page } from '../components/Page';
import { errorText, languageOf } from './redemption/voucher-errors';

/**
 * /unsubscribe?token=…, the link in every campaign mail. Opening it changes nothing (link scanners open every
 * link of a mail): the reader confirms with a click, then `POST /api/mail/unsubscribe` takes the address off
 * the campaign mails.
 */
export default function UnsubscribePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const [email, setEmail] = useState<string | null>(null);
  // Kept as it came and translated when shown, so a switch of language translates it too.
  const [problem, setProblem] = useState<unknown>(null);

  const onClick = async () => {
    if (unsubscribe.isPending) return;
    setProblem(null);
    try {
      const answer = await unsubscribe.mutateAsync(token);
      setEmail(answer.email);
    } catch (err) {
      setProblem(err);
    }
  };

  return (
    <Page testId="unsubscribe" title={t('public.unsubscribe.title')}>
      {!token ? (
        <Outcome testId="unsubscribe-missing" tone="error">
          {t('public.unsubscribe.missingToken')}
        </Outcome>
      ) : email !== null ? (
        <Outcome testId="unsubscribe-done">{t('public.unsubscribe.done', { email })}</Outcome>
      ) : (
        <>
          <p className="lead">{t('public.unsubscribe.lead')}</p>
          <FormAlert testId="unsubscribe-problem">
            {problem ? errorText(problem, t, languageOf(i18n.language)) : null}
          </FormAlert>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => void onClick()}
            disabled={unsubscribe.isPending}
          >
            {unsubscribe.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            {t('public.unsubscribe.confirm')}
          </button>
        </>
      )}
    </Page>
  );
}
