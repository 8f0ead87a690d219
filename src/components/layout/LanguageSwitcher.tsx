import { useLingui } from '@lingui/react/macro';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { activateLanguage, NATIVE_LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../app/i18n.ts';
import { isLanguage } from '../../domain/language.ts';
import classes from './LanguageSwitcher.module.css';

/**
 * Language choice; each language is named in itself so that anyone can find their own. A native select:
 * the platform's own picker on phones, fully keyboard and screen-reader operable, and no popover or input
 * component code on the first load.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const current = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <div className={classes.root}>
      <IconLanguage size={16} aria-hidden className={classes.icon} />
      <select
        className={classes.select}
        aria-label={t`Language`}
        value={current}
        onChange={(event) => {
          const language = event.currentTarget.value;
          if (isLanguage(language)) void activateLanguage(language);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <IconChevronDown size={14} aria-hidden className={classes.chevron} />
    </div>
  );
}
