import InputNumber from 'antd/es/input-number';
import { useTranslation } from 'react-i18next';
import { Field, TextField, Stack, Paragraph } from '@cadeau/ui/cockpit';
import {
  isAllowedLinkTarget,
  mailDesignLimits,
  REDEEM_LINK_TARGET,
  type MailDesignBlock,
} from '@cadeau/contracts/mail-design';
import { ImageField } from './ImageField';
import { LocalizedText } from './LocalizedText';

/** The server's issues of one block, by the path below it (`text.de`, `imageUrl`, ...). */
export type BlockErrors = Record<string, string>;

const pick = (errors: BlockErrors, field: string) => ({ de: errors[`${field}.de`], en: errors[`${field}.en`] });

/** The fields of one block, by its type. */
export function BlockEditor({
  id,
  block,
  onChange,
  disabled,
  errors,
}: {
  id: string;
  block: MailDesignBlock;
  onChange: (block: MailDesignBlock) => void;
  disabled: boolean;
  errors: BlockErrors;
}) {
  const { t } = useTranslation();
  switch (block.type) {
    case 'text':
      return (
        <LocalizedText
          id={`${id}-text`}
          label={t('campaigns.mailDesign.fields.text')}
          value={block.text}
          onChange={(text) => onChange({ ...block, text })}
          kind="inline"
          multiline
          maxLength={mailDesignLimits.text}
          disabled={disabled}
          serverErrors={pick(errors, 'text')}
        />
      );
    case 'button':
      return (
        <LocalizedText
          id={`${id}-label`}
          label={t('campaigns.mailDesign.fields.buttonLabel')}
          value={block.label}
          onChange={(label) => onChange({ ...block, label })}
          kind="plain"
          maxLength={mailDesignLimits.buttonLabel}
          disabled={disabled}
          serverErrors={pick(errors, 'label')}
        />
      );
    case 'headerImage':
    case 'image':
      return (
        <Stack vertical gap="xs">
          <ImageField
            id={`${id}-image`}
            url={block.imageUrl}
            alt={block.alt.de || block.alt.en}
            onChange={(imageUrl) => onChange({ ...block, imageUrl })}
            disabled={disabled}
            error={errors.imageUrl ?? (block.imageUrl ? null : t('campaigns.mailDesign.imageMissing'))}
          />
          <LocalizedText
            id={`${id}-alt`}
            label={t('campaigns.mailDesign.fields.alt')}
            value={block.alt}
            onChange={(alt) => onChange({ ...block, alt })}
            kind="none"
            maxLength={mailDesignLimits.alt}
            disabled={disabled}
            serverErrors={pick(errors, 'alt')}
          />
          {block.type === 'image' && (
            <TextField
              id={`${id}-link`}
              label={t('campaigns.mailDesign.fields.link')}
              help={t('campaigns.mailDesign.linkHelp', { redeemLink: REDEEM_LINK_TARGET })}
              value={block.link ?? ''}
              maxLength={mailDesignLimits.url}
              disabled={disabled}
              error={
                errors.link ??
                (block.link && !isAllowedLinkTarget(block.link)
                  ? t('campaigns.mailDesign.issue.invalidLink', { value: block.link, redeemLink: REDEEM_LINK_TARGET })
                  : null)
              }
              onChange={(e) => {
                const link = e.target.value.trim();
                const { link: _old, ...rest } = block;
                onChange(link ? { ...rest, link } : rest);
              }}
            />
          )}
        </Stack>
      );
    case 'spacer':
      return (
        // The unit sits in the label, not in an addon: antd greys a disabled addon below 3:1 (read-only designs).
        <Field id={`${id}-height`} label={`${t('campaigns.mailDesign.fields.height')} (px)`} error={errors.height}>
          <InputNumber<number>
            id={`${id}-height`}
            min={mailDesignLimits.spacerMinPx}
            max={mailDesignLimits.spacerMaxPx}
            value={block.height}
            disabled={disabled}
            onChange={(height) => height !== null && onChange({ ...block, height })}
          />
        </Field>
      );
    case 'footer':
      return (
        <Stack vertical gap="xs">
          <LocalizedText
            id={`${id}-imprint`}
            label={t('campaigns.mailDesign.fields.imprint')}
            value={block.imprint}
            onChange={(imprint) => onChange({ ...block, imprint })}
            kind="inline"
            multiline
            maxLength={mailDesignLimits.imprint}
            disabled={disabled}
            serverErrors={pick(errors, 'imprint')}
          />
          <LocalizedText
            id={`${id}-unsubscribe`}
            label={t('campaigns.mailDesign.fields.unsubscribeLabel')}
            value={block.unsubscribeLabel}
            onChange={(unsubscribeLabel) => onChange({ ...block, unsubscribeLabel })}
            kind="plain"
            maxLength={mailDesignLimits.unsubscribeLabel}
            disabled={disabled}
            serverErrors={pick(errors, 'unsubscribeLabel')}
          />
        </Stack>
      );
    case 'giftCode':
    case 'divider':
      return <Paragraph>{t(`campaigns.mailDesign.about.${block.type}`)}</Paragraph>;
  }
}
