import { useRef } from 'react';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { Field, controlState } from '@cadeau/ui/cockpit';
import {
  mailPlaceholders,
  parseInlineText,
  parsePlainText,
  REDEEM_LINK_TARGET,
  type Localized,
  type MailPlaceholder,
} from '@cadeau/contracts/mail-design';
import { languages } from '@cadeau/contracts/values';
import { insertAt } from './blocks';

type Kind = 'inline' | 'plain' | 'none';

/** What the text's field in each language shows and takes. */
interface TextOptions {
  label: string;
  kind: Kind;
  multiline?: boolean;
  maxLength: number;
  disabled?: boolean;
  /** What the text is for, under each language's field (the formatting help of inline texts otherwise). */
  help?: string;
}

/**
 * One text of the design in German and English (two columns on a desktop, one on a phone). `inline` texts take
 * the formatting subset and placeholders, `plain` ones placeholders only, `none` neither (an image's alt text).
 * A placeholder is inserted at the caret from a list; an unknown placeholder or link shows at once under the
 * field, with the contracts' parser the server uses. `serverErrors` are the server's issues per language.
 */
export function LocalizedText({
  id,
  value,
  onChange,
  serverErrors = {},
  ...options
}: TextOptions & {
  id: string;
  value: Localized;
  onChange: (value: Localized) => void;
  serverErrors?: Partial<Record<'de' | 'en', string>>;
}) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: '0 16px' }}>
      {languages.map((lang) => (
        <OneText
          key={lang}
          {...options}
          id={`${id}-${lang}`}
          lang={lang}
          value={value[lang]}
          onChange={(text) => onChange({ ...value, [lang]: text })}
          serverError={serverErrors[lang]}
        />
      ))}
    </div>
  );
}

function OneText({
  id,
  lang,
  label,
  value,
  onChange,
  kind,
  multiline,
  maxLength,
  disabled,
  help: ownHelp,
  serverError,
}: TextOptions & {
  id: string;
  lang: 'de' | 'en';
  value: string;
  onChange: (text: string) => void;
  serverError?: string;
}) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const selection = useRef({ start: value.length, end: value.length });
  const issues = kind === 'none' ? [] : (kind === 'inline' ? parseInlineText(value) : parsePlainText(value)).issues;
  const error =
    serverError ??
    (issues.length
      ? issues
          .map((i) =>
            t(`campaigns.mailDesign.issue.${i.message.split('.').pop()}`, {
              value: i.value,
              redeemLink: REDEEM_LINK_TARGET,
            }),
          )
          .join(' ')
      : null);
  const help = ownHelp ?? (kind === 'inline' ? t('campaigns.mailDesign.formattingHelp') : undefined);
  const remember = (el: HTMLInputElement | HTMLTextAreaElement) => {
    selection.current = { start: el.selectionStart ?? el.value.length, end: el.selectionEnd ?? el.value.length };
  };
  const insert = (name: MailPlaceholder) => {
    const { start, end } = selection.current;
    const next = insertAt(value, start, end, name);
    onChange(next.text);
    // Back to the text with the caret after the placeholder, so typing goes on where it was.
    requestAnimationFrame(() => {
      const el = field.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
      selection.current = { start: next.caret, end: next.caret };
    });
  };
  const common = {
    ...controlState({ id, error, help }),
    value,
    maxLength,
    disabled,
    lang,
    onSelect: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => remember(e.currentTarget),
    onKeyUp: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => remember(e.currentTarget),
    onChange: (e: { target: HTMLInputElement | HTMLTextAreaElement }) => {
      remember(e.target);
      onChange(e.target.value);
    },
  };
  return (
    <Field id={id} label={`${label} (${t(`common.languages.${lang}`)})`} error={error} help={help}>
      {multiline ? (
        <Input.TextArea
          {...common}
          ref={(r) => {
            field.current = r?.resizableTextArea?.textArea ?? null;
          }}
          autoSize={{ minRows: 3, maxRows: 12 }}
        />
      ) : (
        <Input
          {...common}
          ref={(r) => {
            field.current = r?.input ?? null;
          }}
        />
      )}
      {kind !== 'none' && !disabled && (
        <Select<MailPlaceholder>
          aria-label={t('campaigns.mailDesign.insertPlaceholderInto', {
            field: `${label} (${t(`common.languages.${lang}`)})`,
          })}
          placeholder={t('campaigns.mailDesign.insertPlaceholder')}
          value={null}
          size="small"
          style={{ marginTop: 4, width: '100%', maxWidth: 260 }}
          options={mailPlaceholders.map((p) => ({ value: p, label: t(`campaigns.mailDesign.placeholders.${p}`) }))}
          onChange={insert}
          data-testid={`${id}-placeholder`}
        />
      )}
    </Field>
  );
}
