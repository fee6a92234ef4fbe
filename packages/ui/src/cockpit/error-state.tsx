import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { errorTexts } from '@cadeau/ui/toast';
import { Stack } from './stack';

/**
 * A part of a page that could not be loaded: the error in the words of spec section 8, announced, with a way to
 * try again when one is given.
 */
export function ErrorState({ error, onRetry, testId }: { error: unknown; onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Stack gap="sm" align="center" wrap role="alert" testId={testId}>
      <span style={{ color: token.colorError }}>{errorTexts(error).summary}</span>
      {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    </Stack>
  );
}
