import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@cadeau/ui/api';
import { ErrorState, Paragraph, Stack } from '@cadeau/ui/cockpit';

/** The list is not this user's (403): e.g. a giver on the products, a member of an organisation with no feature. */
const isRefused = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/**
 * What a list of mfe-products (`products`, `orders`) shows instead of its table when the server did not answer
 * it. A refusal is no empty list ("No products yet" would promise some): it says whom the list is for
 * (`<area>.noAccess.*`) and leads back to the dashboard, with no retry, since asking again would answer the
 * same. Anything else: the error with a retry. Test ids `<area>-no-access` and `<area>-load-error`.
 */
export function ListUnavailable({
  area,
  error,
  onRetry,
}: {
  area: 'products' | 'orders';
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (!isRefused(error)) return <ErrorState error={error} onRetry={onRetry} testId={`${area}-load-error`} />;
  const titleId = `${area}-no-access-title`;
  return (
    <Stack as="section" vertical gap="sm" maxWidth={640} testId={`${area}-no-access`} aria-labelledby={titleId}>
      <h2 id={titleId} style={{ margin: 0, fontSize: token.fontSizeLG }}>
        {t(`${area}.noAccess.title`)}
      </h2>
      <Paragraph secondary>{t(`${area}.noAccess.message`)}</Paragraph>
      <Link to="/cockpit/dashboard">← {t(`${area}.noAccess.toDashboard`)}</Link>
    </Stack>
  );
}
