import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getMyUser, useUpdateUser } from '@cadeau/ui/api';
import { currentLanguage, setLanguage, supportedLanguages, type Language } from '@cadeau/ui/i18n';
import { setColorMode, useColorMode, type ColorMode } from '@cadeau/ui/theme';
import { showError } from '@cadeau/ui/toast';
import { DesktopIcon, MoonIcon, SunIcon } from './icons';

/**
 * A labelled group of toggle buttons (aria-pressed), one pressed at a time. An option shows either a short `text`
 * ("DE") or an icon: a text option's name starts with what it shows ("DE (Deutsch)"), so a speech user can say what
 * they see (WCAG 2.5.3); an icon option is named by its title alone.
 */
function ToggleGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: ({ value: T; title: string; lang?: string } & ({ text: string } | { icon: ReactNode }))[];
  onChange: (v: T) => void;
  testId: string;
}) {
  return (
    <div role="group" aria-label={label} data-testid={testId} className="toggle-group">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="toggle"
          aria-pressed={o.value === value}
          aria-label={'text' in o ? `${o.text} (${o.title})` : o.title}
          title={o.title}
          lang={o.lang}
          data-value={o.value}
          onClick={() => onChange(o.value)}
        >
          {'text' in o ? o.text : o.icon}
        </button>
      ))}
    </div>
  );
}

/** Language switch: a logged-in user's choice is saved on the profile, so the page keeps following it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const change = (lang: Language) => {
    void setLanguage(lang);
    if (getMyUser()) update.mutate({ language: lang }, { onError: showError });
  };
  return (
    <ToggleGroup<Language>
      testId="language-switch"
      label={t('common.language')}
      value={currentLanguage()}
      onChange={change}
      options={supportedLanguages.map((l) => ({
        value: l,
        text: l.toUpperCase(),
        title: t(`common.languages.${l}`),
        lang: l,
      }))}
    />
  );
}

export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode } = useColorMode();
  const icons = { light: <SunIcon />, dark: <MoonIcon />, system: <DesktopIcon /> } as const;
  return (
    <ToggleGroup<ColorMode>
      testId="color-mode-switch"
      label={t('common.colorMode.label')}
      value={mode}
      onChange={setColorMode}
      options={(['light', 'dark', 'system'] as const).map((m) => ({
        value: m,
        icon: icons[m],
        title: t(`common.colorMode.${m}`),
      }))}
    />
  );
}

export function HeaderControls({ children }: { children?: ReactNode }) {
  return (
    <div className="controls">
      <LanguageSwitch />
      <ColorModeSwitch />
      {children}
    </div>
  );
}
