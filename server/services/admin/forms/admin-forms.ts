// The forms editor's writes (issue 16): a form is created with its first version, and every later change is a new
// version that becomes current. A version is never changed once written, so answers stored against it
// (user_responses.form_version_id) keep reading against the questions they answered.
import { and, asc, desc, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { checkFormSchema, type FormSchemaProblem } from '../../../../src/domain/forms/form-schema-check.ts';
import { formTexts } from '../../../../src/domain/forms/form-texts.ts';
import { message } from '../../../../src/domain/validation/messages.ts';
import type { Granted } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { formVersions, formVersionTexts, forms } from '../../../db/schema/index.ts';
import { idSchema } from '../../catalogue/inputs.ts';
import type { FormRow, FormVersionRow } from '../../catalogue/loaders.ts';
import { appError, parseInput } from '../../errors.ts';
import { FORM_TYPES } from '../../forms/form-types.ts';
import { recordAdminChange } from '../admin-audit.ts';
import { replayOf } from './replay.ts';

export type FormVersionTextRow = typeof formVersionTexts.$inferSelect;

const TRANSLATED = ['es', 'fr', 'pt'] as const;

const jsonObject = z.record(z.string(), z.unknown(), message('validation.invalid'));

const translationSchema = z.object({
  locale: z.enum(TRANSLATED, message('validation.invalid')),
  name: z.string().trim().max(200, message('validation.tooLong')).default(''),
  description: z.string().trim().max(2000, message('validation.tooLong')).nullish(),
  texts: z.record(z.string(), z.string().max(2000, message('validation.tooLong'))).default({}),
});

const versionFields = {
  name: z.string(message('validation.required')).trim().min(1, message('validation.required')).max(200, message('validation.tooLong')),
  description: z.string().trim().max(2000, message('validation.tooLong')).nullish(),
  schema: jsonObject,
  uiSchema: jsonObject.default({}),
  passingPercentage: z.number(message('validation.invalid')).min(0, message('validation.invalid')).max(100, message('validation.invalid')).nullish(),
  translations: z.array(translationSchema).max(3, message('validation.invalid')).default([]),
};

export const createFormInputSchema = z.object({ idempotencyKey: idSchema, businessId: idSchema, type: z.enum(FORM_TYPES, message('validation.invalid')), ...versionFields });
export const publishFormVersionInputSchema = z.object({ idempotencyKey: idSchema, formId: idSchema, ...versionFields });

type VersionInput = z.output<z.ZodObject<typeof versionFields>>;

/** The schema as stored: passingPercentage is the root keyword scoring reads (src/domain/forms/form-scoring.ts). */
function schemaWithPass(input: VersionInput): Record<string, unknown> {
  const { passingPercentage: _old, ...rest } = input.schema;
  return input.passingPercentage === null || input.passingPercentage === undefined ? rest : { ...rest, passingPercentage: input.passingPercentage };
}

function refuseProblems(problems: FormSchemaProblem[]): void {
  if (problems.length === 0) return;
  throw appError('BAD_USER_INPUT', 'The form cannot be published as written.', {
    reason: 'FORM_SCHEMA_INVALID',
    problems,
    fields: { schema: 'validation.invalid' },
  });
}

/** The business a form belongs to, for the admin check; NOT_FOUND when there is no such form. */
export async function formBusinessId(db: Database, formId: string): Promise<string> {
  const { id } = parseInput(z.object({ id: idSchema }), { id: formId });
  const [row] = await db.select({ businessId: forms.businessId }).from(forms).where(eq(forms.id, id)).limit(1);
  if (!row) throw appError('NOT_FOUND');
  return row.businessId;
}

export async function formById(db: Database, formId: string): Promise<FormRow> {
  const [row] = await db.select().from(forms).where(eq(forms.id, formId)).limit(1);
  if (!row) throw appError('NOT_FOUND');
  return row;
}

/** The business's forms, by name. */
export async function formsOfBusiness(db: Database, businessId: string): Promise<FormRow[]> {
  return db.select().from(forms).where(eq(forms.businessId, businessId)).orderBy(asc(forms.name), asc(forms.id));
}

/** Every version of a form, newest first. */
export async function versionsOfForm(db: Database, formId: string): Promise<FormVersionRow[]> {
  return db.select().from(formVersions).where(eq(formVersions.formId, formId)).orderBy(desc(formVersions.version));
}

export async function textsOfVersion(db: Database, versionId: string): Promise<FormVersionTextRow[]> {
  return db.select().from(formVersionTexts).where(eq(formVersionTexts.formVersionId, versionId)).orderBy(asc(formVersionTexts.locale));
}

async function writeVersion(tx: Database, form: FormRow, id: string, version: number, input: VersionInput): Promise<FormVersionRow> {
  const schema = schemaWithPass(input);
  refuseProblems(checkFormSchema(schema, input.uiSchema));
  await tx.update(formVersions).set({ currentFlag: false }).where(and(eq(formVersions.formId, form.id), eq(formVersions.currentFlag, true)));
  const [row] = await tx.insert(formVersions).values({ id, organizationId: form.organizationId, formId: form.id, version, schema, uiSchema: input.uiSchema, currentFlag: true }).returning();
  if (!row) throw new Error('form version not written');
  // Only texts the version has are kept (a pointer that names nothing would never show).
  const known = formTexts({ schema, uiSchema: input.uiSchema });
  for (const translation of input.translations) {
    const texts = Object.fromEntries(Object.entries(translation.texts).filter(([pointer, text]) => known.has(pointer) && text.trim() !== ''));
    await tx.insert(formVersionTexts).values({
      organizationId: form.organizationId,
      formVersionId: row.id,
      locale: translation.locale,
      name: translation.name,
      description: translation.description || null,
      texts,
    });
  }
  return row;
}

/** What a replay of the same key must ask for again. */
const contentOf = (input: VersionInput) => ({ name: input.name, schema: schemaWithPass(input), uiSchema: input.uiSchema });

/** createForm: the form and its first version (current), in one transaction; the key is the form's id. */
export async function createForm(db: Database, granted: Granted, input: z.output<typeof createFormInputSchema>): Promise<FormRow> {
  return db.transaction(async (tx) => {
    const [earlier] = await tx.select().from(forms).where(eq(forms.id, input.idempotencyKey)).limit(1);
    if (earlier) {
      const [first] = await tx.select().from(formVersions).where(and(eq(formVersions.formId, earlier.id), eq(formVersions.version, 1)));
      return replayOf(earlier, { businessId: earlier.businessId, type: earlier.type, schema: first?.schema, uiSchema: first?.uiSchema }, { businessId: input.businessId, type: input.type, schema: schemaWithPass(input), uiSchema: input.uiSchema });
    }
    const [form] = await tx
      .insert(forms)
      .values({ id: input.idempotencyKey, organizationId: granted.grant.organizationId, businessId: input.businessId, name: input.name, description: input.description || null, type: input.type })
      .returning();
    if (!form) throw new Error('form not written');
    const version = await writeVersion(tx, form, crypto.randomUUID(), 1, input);
    await recordAdminChange(tx, { granted, entityType: 'form', entityId: form.id, action: 'CREATE', before: null, after: { form, version } });
    return form;
  });
}

/**
 * publishFormVersion: a new version (the next number) that becomes current; the one before stays as it was, with
 * the answers given to it. The key is the new version's id.
 */
export async function publishFormVersion(db: Database, granted: Granted, input: z.output<typeof publishFormVersionInputSchema>): Promise<FormVersionRow> {
  return db.transaction(async (tx) => {
    // The form's row is the lock: two publishes of one form number their versions one after the other.
    const [form] = await tx.select().from(forms).where(eq(forms.id, input.formId)).for('update');
    if (!form || form.organizationId !== granted.grant.organizationId) throw appError('NOT_FOUND');
    const [earlier] = await tx.select().from(formVersions).where(eq(formVersions.id, input.idempotencyKey)).limit(1);
    if (earlier) return replayOf(earlier, { formId: earlier.formId, name: form.name, schema: earlier.schema, uiSchema: earlier.uiSchema }, { formId: input.formId, ...contentOf(input) });
    const [{ latest } = { latest: 0 }] = await tx.select({ latest: max(formVersions.version) }).from(formVersions).where(eq(formVersions.formId, form.id));
    const [before] = await tx.select().from(formVersions).where(and(eq(formVersions.formId, form.id), eq(formVersions.currentFlag, true)));
    const version = await writeVersion(tx, form, input.idempotencyKey, (latest ?? 0) + 1, input);
    const [updated] = await tx.update(forms).set({ name: input.name, description: input.description || null, updatedAt: new Date() }).where(eq(forms.id, form.id)).returning();
    await recordAdminChange(tx, { granted, entityType: 'form', entityId: form.id, action: 'PUBLISH', before: { form, version: before ?? null }, after: { form: updated, version } });
    return version;
  });
}

export const setFormStatusInputSchema = z.object({ formId: idSchema, status: z.enum(['ACTIVE', 'INACTIVE'], message('validation.invalid')) });

/** Takes a form out of use (INACTIVE: it cannot be answered) or back; its versions and answers stay. */
export async function setFormStatus(db: Database, granted: Granted, input: z.output<typeof setFormStatusInputSchema>): Promise<FormRow> {
  return db.transaction(async (tx) => {
    const [form] = await tx.select().from(forms).where(eq(forms.id, input.formId)).for('update');
    if (!form || form.organizationId !== granted.grant.organizationId) throw appError('NOT_FOUND');
    if (form.status === input.status) return form;
    const [updated] = await tx.update(forms).set({ status: input.status, updatedAt: new Date() }).where(eq(forms.id, form.id)).returning();
    if (!updated) throw new Error('form not updated');
    await recordAdminChange(tx, { granted, entityType: 'form', entityId: form.id, action: 'UPDATE', before: form, after: updated });
    return updated;
  });
}
