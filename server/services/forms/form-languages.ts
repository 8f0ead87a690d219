// A form as a person reads it in their language (issue 13): the form's name and description and its current
// version's texts from form_version_texts, English (the version itself) for anything without a translation.
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../src/domain/language.ts';
import { translateForm } from '../../../src/domain/forms/form-texts.ts';
import { formVersionTexts } from '../../db/schema/index.ts';
import type { FormRow, FormVersionRow } from '../catalogue/loaders.ts';
import type { RequestScope } from '../request-scope.ts';
import { currentFormVersion } from './forms.ts';

/** A form read in one language: `language` tells the version resolver which texts to use. */
export type FormView = FormRow & { readonly language?: Language };

async function textsOf(scope: RequestScope, versionId: string, language: Language) {
  if (language === 'en') return null;
  const [row] = await scope.deps.db
    .select()
    .from(formVersionTexts)
    .where(and(eq(formVersionTexts.formVersionId, versionId), eq(formVersionTexts.locale, language)))
    .limit(1);
  return row ?? null;
}

/** The form with its name and description in `language` (as written when there is no translation). */
export async function formInLanguage(scope: RequestScope, form: FormRow, language: Language): Promise<FormView> {
  const version = await currentFormVersion(scope, form.id);
  const texts = version ? await textsOf(scope, version.id, language) : null;
  return { ...form, name: texts?.name || form.name, description: texts ? (texts.description ?? form.description) : form.description, language };
}

/** The version with its texts in `language`; structure, limits and expected answers are the version's own. */
export async function versionInLanguage(scope: RequestScope, version: FormVersionRow, language: Language | undefined): Promise<FormVersionRow> {
  if (!language) return version;
  const texts = await textsOf(scope, version.id, language);
  return texts ? translateForm(version, texts.texts) : version;
}
