import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';
import { languages } from '@cadeau/contracts/values';
import { Stack } from '@cadeau/ui/cockpit';
import type { Language } from '../api/designs';

/**
 * The header of a design preview (the mail's and the greeting page's): its title and the switch between the
 * platform's languages the preview is shown in.
 */
export function PreviewLanguageSwitch({
  title,
  label,
  language,
  onLanguage,
  testId,
}: {
  title: string;
  /** The switch's accessible name. */
  label: string;
  language: Language;
  onLanguage: (language: Language) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" wrap align="center" justify="space-between">
      <strong>{title}</strong>
      <Segmented<Language>
        aria-label={label}
        value={language}
        onChange={onLanguage}
        options={languages.map((l) => ({ value: l, label: t(`common.languages.${l}`) }))}
        data-testid={testId}
      />
    </Stack>
  );
}
