// One text a client reads, edited in the four languages side by side (issue 16). English is the fallback shown
// wherever a translation is missing, and each missing one is marked so the admin sees what is left to do.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Badge, Fieldset, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { Texts } from '../lib/product-form.ts';

const LANGUAGES: { key: keyof Texts; name: MessageDescriptor }[] = [
  { key: 'en', name: msg`English` },
  { key: 'es', name: msg`Spanish` },
  { key: 'fr', name: msg`French` },
  { key: 'pt', name: msg`Portuguese` },
];

type Props = {
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  multiline?: boolean;
  required?: boolean;
  /** The English field's error (translations are optional). */
  error?: string | undefined;
};

export function LocalizedTextField({ label, value, onChange, multiline = false, required = false, error }: Props) {
  const { t, i18n } = useLingui();
  const english = value.en.trim() !== '';
  return (
    <Fieldset legend={label} variant="unstyled" p={0}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs" verticalSpacing="xs">
        {LANGUAGES.map(({ key, name }) => {
          const missing = key !== 'en' && english && value[key].trim() === '';
          const language = i18n._(name);
          const props = {
            label: (
              <Group gap={6} component="span" wrap="nowrap">
                <span>{t`${label} (${language})`}</span>
                {missing ? (
                  <Badge size="xs" color="orange.4" variant="filled" autoContrast component="span">
                    {t`Missing`}
                  </Badge>
                ) : null}
              </Group>
            ),
            value: value[key],
            onChange: (event: { currentTarget: { value: string } }) => onChange({ ...value, [key]: event.currentTarget.value }),
            required: required && key === 'en',
            error: key === 'en' ? error : undefined,
            description: missing ? t`Not translated: clients see the English.` : undefined,
            lang: key,
          };
          return multiline ? <Textarea key={key} autosize minRows={2} maxRows={8} {...props} /> : <TextInput key={key} {...props} />;
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
