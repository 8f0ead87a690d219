// The form's texts per language (form_version_texts), side by side with the English they translate. A text left
// blank shows in English (the fallback) and is marked missing.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { languageNames, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './form-editor-messages.ts';
import { missingCount, type DraftTranslation, type FormDraft } from './form-draft.ts';

type Props = {
  draft: FormDraft;
  texts: Map<string, string>;
  onChange: (locale: TranslatedLanguage, next: DraftTranslation) => void;
};

export function FormTranslations({ draft, texts, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Tabs defaultValue="es" keepMounted={false}>
      <Tabs.List>
        {TRANSLATED_LANGUAGES.map((locale) => {
          const missing = missingCount(draft, locale, texts);
          return (
            <Tabs.Tab key={locale} value={locale} rightSection={
                missing > 0 ? (
                  <Text span size="xs" fw={700}>
                    {t`${missing} missing`}
                  </Text>
                ) : null
              }>
              {i18n._(languageNames[locale])}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {TRANSLATED_LANGUAGES.map((locale) => {
        const translation = draft.translations[locale];
        const set = (patch: Partial<DraftTranslation>) => onChange(locale, { ...translation, ...patch });
        const language = i18n._(languageNames[locale]);
        return (
          <Tabs.Panel key={locale} value={locale} pt="md">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                <Trans>Blank texts show in English to clients reading in {language}.</Trans>
              </Text>
              <TextInput label={t`Form name (${language})`} description={draft.name} value={translation.name} onChange={(e) => set({ name: e.currentTarget.value })} />
              <Textarea label={t`Description (${language})`} description={draft.description} autosize minRows={1} value={translation.description} onChange={(e) => set({ description: e.currentTarget.value })} />
              {[...texts.entries()].map(([pointer, english]) => {
                const value = translation.texts[pointer] ?? '';
                return (
                  <TextInput
                    key={pointer}
                    label={english}
                    description={value.trim() ? null : t`Missing: clients see the English text`}
                    value={value}
                    onChange={(e) => set({ texts: { ...translation.texts, [pointer]: e.currentTarget.value } })}
                  />
                );
              })}
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
