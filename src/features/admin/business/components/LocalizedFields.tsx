// One business text in the four languages, side by side (issue 16): English is required where the text is, and
// is what clients see in a language left empty; the editor marks those languages as missing.
import { useLingui } from '@lingui/react/macro';
import { Badge, Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export const TEXT_LANGUAGES = ['en', 'es', 'fr', 'pt'] as const;
export type TextValues = Record<(typeof TEXT_LANGUAGES)[number], string>;

const LANGUAGE_NAMES = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português' } as const;

export const emptyText = (): TextValues => ({ en: '', es: '', fr: '', pt: '' });
export const textValues = (text: { en: string; es?: string | null; fr?: string | null; pt?: string | null } | null | undefined): TextValues => ({
  en: text?.en ?? '',
  es: text?.es ?? '',
  fr: text?.fr ?? '',
  pt: text?.pt ?? '',
});

type Props<V> = { form: UseFormReturnType<V>; path: string; legend: string; multiline?: boolean; errorText: (error: unknown) => string | undefined };

export function LocalizedFields<V>({ form, path, legend, multiline = false, errorText }: Props<V>) {
  const { t } = useLingui();
  const values = form.getInputProps(path).value as TextValues;
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TEXT_LANGUAGES.map((language) => {
          const missing = language !== 'en' && values.en.trim() !== '' && values[language].trim() === '';
          const props = {
            ...form.getInputProps(`${path}.${language}`),
            error: errorText(form.errors[`${path}.${language}`]),
            label: LANGUAGE_NAMES[language],
            lang: language,
            rightSectionWidth: 90,
            rightSection: missing ? (
              <Badge size="xs" color="orange.4" variant="filled" autoContrast>
                {t`Missing`}
              </Badge>
            ) : null,
          };
          return multiline ? <Textarea key={language} autosize minRows={2} {...props} /> : <TextInput key={language} {...props} />;
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
