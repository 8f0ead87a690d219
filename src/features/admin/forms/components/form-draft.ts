// The forms editor's draft: what the admin is typing (JSON as text, the pass mark, texts per language) and what
// it means (the parsed schema, its problems, the texts a translation provides). Pure, so the editor stays thin.
import { checkFormSchema, parseJsonText, type FormSchemaProblem } from '../../../../domain/forms/form-schema-check.ts';
import { formTexts } from '../../../../domain/forms/form-texts.ts';
import type { TranslatedLanguage } from './form-editor-messages.ts';

export type DraftTranslation = { name: string; description: string; texts: Record<string, string> };

export type FormDraft = {
  name: string;
  description: string;
  schemaText: string;
  uiSchemaText: string;
  passingPercentage: number | null;
  translations: Record<TranslatedLanguage, DraftTranslation>;
};

/** The draft read: problems first; when there are none, what is published and previewed. */
export type DraftReading =
  | { ok: false; problems: readonly (FormSchemaProblem & { field: 'schema' | 'uiSchema' })[] }
  | { ok: true; schema: Record<string, unknown>; uiSchema: Record<string, unknown>; texts: Map<string, string> };

const emptyTranslation = (): DraftTranslation => ({ name: '', description: '', texts: {} });

export const STARTER_SCHEMA = {
  type: 'object',
  required: ['agree'],
  properties: { agree: { type: 'boolean', title: 'I have read and agree to the terms', expectedAnswer: true } },
};

export function newDraft(): FormDraft {
  return {
    name: '',
    description: '',
    schemaText: JSON.stringify(STARTER_SCHEMA, null, 2),
    uiSchemaText: '{}',
    passingPercentage: null,
    translations: { es: emptyTranslation(), fr: emptyTranslation(), pt: emptyTranslation() },
  };
}

type VersionLike = { schema: unknown; uiSchema: unknown; texts: readonly { locale: string; name: string; description?: string | null; texts: unknown }[] };

/** The draft of a new version, starting from an existing one (its pass mark shown apart from the schema). */
export function draftFromVersion(form: { name: string; description?: string | null }, version: VersionLike): FormDraft {
  const { passingPercentage, ...schema } = (version.schema ?? {}) as Record<string, unknown>;
  const draft = newDraft();
  draft.name = form.name;
  draft.description = form.description ?? '';
  draft.schemaText = JSON.stringify(schema, null, 2);
  draft.uiSchemaText = JSON.stringify(version.uiSchema ?? {}, null, 2);
  draft.passingPercentage = typeof passingPercentage === 'number' ? passingPercentage : null;
  for (const text of version.texts) {
    if (text.locale === 'es' || text.locale === 'fr' || text.locale === 'pt') {
      draft.translations[text.locale] = { name: text.name, description: text.description ?? '', texts: { ...((text.texts ?? {}) as Record<string, string>) } };
    }
  }
  return draft;
}

export function readDraft(draft: FormDraft): DraftReading {
  const schema = parseJsonText(draft.schemaText);
  const uiSchema = parseJsonText(draft.uiSchemaText);
  if (!schema.ok || !uiSchema.ok) {
    return { ok: false, problems: [...(schema.ok ? [] : [{ code: 'notJson' as const, field: 'schema' as const }]), ...(uiSchema.ok ? [] : [{ code: 'notJson' as const, field: 'uiSchema' as const }])] };
  }
  const withPass = typeof schema.value === 'object' && schema.value !== null && !Array.isArray(schema.value) && draft.passingPercentage !== null ? { ...schema.value, passingPercentage: draft.passingPercentage } : schema.value;
  const problems = checkFormSchema(withPass, uiSchema.value);
  if (problems.length > 0) return { ok: false, problems: problems.map((p) => ({ ...p, field: p.code === 'uiSchemaNotObject' || p.code === 'uiOrderUnknown' ? 'uiSchema' : 'schema' })) };
  const readSchema = withPass as Record<string, unknown>;
  const readUi = uiSchema.value as Record<string, unknown>;
  return { ok: true, schema: readSchema, uiSchema: readUi, texts: formTexts({ schema: readSchema, uiSchema: readUi }) };
}

/** The translations as the API takes them: only the texts the version has, blanks left out (English shows). */
export function translationsInput(draft: FormDraft, texts: Map<string, string>) {
  return (Object.keys(draft.translations) as TranslatedLanguage[]).map((locale) => {
    const t = draft.translations[locale];
    const kept = Object.fromEntries(Object.entries(t.texts).filter(([pointer, text]) => texts.has(pointer) && text.trim() !== ''));
    return { locale, name: t.name.trim(), description: t.description.trim() || null, texts: kept };
  });
}

/** How many of the version's texts (plus its name) a language still lacks: the editor marks them missing. */
export function missingCount(draft: FormDraft, locale: TranslatedLanguage, texts: Map<string, string>): number {
  const t = draft.translations[locale];
  return [...texts.keys()].filter((pointer) => !(t.texts[pointer] ?? '').trim()).length + (t.name.trim() ? 0 : 1);
}
