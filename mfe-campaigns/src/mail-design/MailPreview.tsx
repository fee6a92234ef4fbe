import Spin from 'antd/es/spin';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { MailDesign } from '@cadeau/contracts/mail-design';
import { useDebounced } from '@cadeau/ui/hooks';
import { errorTexts } from '@cadeau/ui/toast';
import { useMailPreview, type Language } from '../api/designs';
import { Stack } from '@cadeau/ui/cockpit';
import { PreviewLanguageSwitch } from '../components/PreviewLanguageSwitch';

/** How long the design must stay unchanged before the server renders it again (typing does not flood it). */
export const PREVIEW_DEBOUNCE_MS = 600;

/**
 * The server's rendering of the design as it is being edited (svc-mail's MJML HTML with sample values), in German
 * or English. The HTML runs in a sandboxed frame without scripts, forms or same-origin rights (`sandbox=""`): it
 * is the giver's content and must not reach the cockpit.
 */
export function MailPreview({
  campaignId,
  designId,
  design,
  language,
  onLanguage,
}: {
  campaignId: string;
  designId: string;
  design: MailDesign;
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const debounced = useDebounced(design, PREVIEW_DEBOUNCE_MS);
  const preview = useMailPreview(campaignId, designId, debounced, language);
  return (
    <Stack vertical gap="xs" minWidth={0} testId="mail-preview">
      <PreviewLanguageSwitch
        title={t('campaigns.mailDesign.preview')}
        label={t('campaigns.mailDesign.previewLanguage')}
        language={language}
        onLanguage={onLanguage}
        testId="mail-preview-language"
      />
      {preview.data && (
        <p style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="mail-preview-subject">
          {t('campaigns.mailDesign.previewSubject', { subject: preview.data.subject })}
        </p>
      )}
      {preview.isError && (
        <p role="alert" style={{ margin: 0, color: token.colorError }} data-testid="mail-preview-error">
          {t('campaigns.mailDesign.previewFailed')} {errorTexts(preview.error).summary}
        </p>
      )}
      {/* The frame cannot be sized to the mail: with sandbox="" (no scripts, no same-origin rights, on purpose)
          the parent may not read its document's height. So it starts at a height that holds a typical mail on the
          screen, never taller than the viewport allows, and the person drags its lower edge to see more or less. */}
      <div
        style={{
          position: 'relative',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          height: 'clamp(320px, 60vh, 560px)',
          minHeight: 240,
          resize: 'vertical',
          overflow: 'hidden',
        }}
        data-testid="mail-preview-box"
      >
        {preview.isFetching && (
          <Spin size="small" style={{ position: 'absolute', top: 8, right: 8 }} aria-label={t('common.loading')} />
        )}
        <iframe
          title={t('campaigns.mailDesign.previewFrame', { language: t(`common.languages.${language}`) })}
          sandbox=""
          srcDoc={preview.data?.html ?? ''}
          data-testid="mail-preview-frame"
          style={{ width: '100%', height: '100%', border: 0, display: 'block', background: '#ffffff' }}
        />
      </div>
    </Stack>
  );
}
