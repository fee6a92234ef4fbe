import theme from 'antd/es/theme';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import { useTranslation } from 'react-i18next';
import type { GreetingDesign } from '@cadeau/contracts/mail-design';
import type { Language } from '../api/designs';
import { Stack } from '@cadeau/ui/cockpit';
import { PreviewLanguageSwitch } from '../components/PreviewLanguageSwitch';

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * The card's colours from the theme, in light and dark mode alike readable at 4.5:1 (GreetingPreview.test.ts): the
 * cockpit's heading text for the campaign name (the primary green's text shade is too dark on a dark card), white
 * on the primary green for the button.
 */
export function cardColors(token: Token) {
  return {
    background: token.colorBgElevated,
    heading: token.colorTextHeading,
    text: token.colorText,
    hint: token.colorTextSecondary,
    button: { background: token.colorPrimary, text: token.colorTextLightSolid },
  };
}

/**
 * The page a recipient sees when they open their gift (mfe-public's /campaign), as a card in its style:
 * the campaign's name, the salutation (a sample recipient's own one when custom salutations are allowed) and
 * the greeting text, in German or English. The giver's text is shown as text, line breaks kept.
 */
export function GreetingPreview({
  design,
  campaignName,
  language,
  onLanguage,
}: {
  design: GreetingDesign;
  campaignName: string;
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lt = (key: string) => t(key, { lng: language });
  const text = design.greetingText[language].trim();
  const colors = cardColors(token);
  return (
    <Stack vertical gap="xs" minWidth={0} testId="greeting-preview">
      <PreviewLanguageSwitch
        title={t('campaigns.greeting.preview')}
        label={t('campaigns.greeting.previewLanguage')}
        language={language}
        onLanguage={onLanguage}
      />
      <article
        lang={language}
        aria-label={t('campaigns.greeting.preview')}
        style={{
          background: colors.background,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: 12,
          padding: '24px 20px',
          boxShadow: token.boxShadowTertiary,
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        {/* An icon, not the 🎁 emoji: without an emoji font (many Linux desktops) that showed as an empty box. */}
        <GiftOutlined aria-hidden style={{ fontSize: 24, color: colors.heading }} data-testid="greeting-gift" />
        <h3 style={{ margin: '8px 0 16px', color: colors.heading, fontSize: 20 }} data-testid="greeting-campaign">
          {campaignName}
        </h3>
        <p style={{ margin: '0 0 8px', fontWeight: 600 }} data-testid="greeting-salutation">
          {lt(
            design.allowCustomSalutation
              ? 'campaigns.greeting.sampleSalutation'
              : 'campaigns.greeting.defaultSalutation',
          )}
        </p>
        <p
          style={{ margin: '0 0 20px', whiteSpace: 'pre-line', color: text ? colors.text : colors.hint }}
          data-testid="greeting-text"
        >
          {text || t('campaigns.greeting.emptyText')}
        </p>
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            padding: '8px 20px',
            borderRadius: token.borderRadius,
            background: colors.button.background,
            color: colors.button.text,
            fontWeight: 600,
          }}
        >
          {lt('campaigns.greeting.gift')}
        </span>
      </article>
    </Stack>
  );
}
