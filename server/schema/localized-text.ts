import type { LocalizedText as LocalizedTextShape } from '../../src/domain/content/localized-text.ts';
import { builder } from './builder.ts';

/** A text a business writes, in the four languages (the admin editors read and write it side by side). */
export const LocalizedText = builder.objectRef<LocalizedTextShape>('LocalizedText').implement({
  description: 'A business text in en, es, fr and pt; null where a language is missing (English is shown for it).',
  fields: (t) => ({
    en: t.exposeString('en'),
    es: t.string({ nullable: true, resolve: (text) => text.es ?? null }),
    fr: t.string({ nullable: true, resolve: (text) => text.fr ?? null }),
    pt: t.string({ nullable: true, resolve: (text) => text.pt ?? null }),
  }),
});

/** English required; a blank or missing language means "not translated" (its stored translation is removed). */
export const LocalizedTextInput = builder.inputType('LocalizedTextInput', {
  fields: (t) => ({
    en: t.string({ required: true }),
    es: t.string(),
    fr: t.string(),
    pt: t.string(),
  }),
});
