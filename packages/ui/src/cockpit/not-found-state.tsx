import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@cadeau/ui/api';
import { errorTexts } from '@cadeau/ui/toast';
import { PageTitle } from './page-title';
import { Paragraph } from './paragraph';
import { Stack } from './stack';

/** Whether a detail page's load failed because the record is not there for this user (unknown, foreign, bogus id). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * What a detail page shows for an id that leads nowhere (issue 9): an unknown id, one of another organisation
 * (the server answers those 404 alike, so nobody learns what exists elsewhere) or a mangled link. A page of its
 * own, with its heading and tab title, the catalogue's words for what is missing, what to do, and the way back
 * to the list; no retry, since asking again would answer the same.
 */
export function NotFoundState({
  error,
  back,
  testId = 'not-found-state',
}: {
  /** The 404 answer: its key names what is missing ("Conversation not found."). */
  error: unknown;
  back: { to: string; label: string };
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="section" vertical gap="md" maxWidth={640} testId={testId}>
      <PageTitle title={t('common.notFound.title')} />
      <p style={{ margin: 0, fontWeight: 500 }} data-testid="not-found-what">
        {errorTexts(error).summary}
      </p>
      <Paragraph secondary>{t('common.notFound.hint')}</Paragraph>
      <Link to={back.to}>← {back.label}</Link>
    </Stack>
  );
}
