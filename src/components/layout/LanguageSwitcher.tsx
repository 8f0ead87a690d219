import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { activateLanguage, NATIVE_LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../app/i18n.ts';
import { isLanguage } from '../../domain/language.ts';

/**
 * Language choice; each language is named in itself so that anyone can find their own. A native select:
 * the platform's own picker on phones, fully keyboard and screen-reader operable, and no popover code to load.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const current = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <NativeSelect
      aria-label={t`Language`}
      value={current}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (isLanguage(language)) void activateLanguage(language);
      }}
      data={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: NATIVE_LANGUAGE_NAMES[language] }))}
      leftSection={<IconLanguage size={16} aria-hidden />}
      leftSectionWidth={30}
      size="sm"
      variant="filled"
      w={140}
      style={{ flexShrink: 0 }}
      styles={{ input: { paddingInlineEnd: 28 } }}
    />
  );
}
