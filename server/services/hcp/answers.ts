import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formVersions, forms, userResponses } from '../../db/schema/index.ts';

/** One form the client answered for the booking, with the version's schema so the answers can be labelled. */
export type ItemAnswersView = {
  id: string;
  formId: string;
  formName: string;
  formType: string;
  formSchema: unknown;
  formUiSchema: unknown;
  answers: Record<string, unknown>;
  isHCPReviewed: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** The answers attached to an order item (user_responses.order_item_id), oldest first. Health data: never logged. */
export async function itemAnswers(db: Database, organizationId: string, orderItemId: string): Promise<ItemAnswersView[]> {
  const rows = await db
    .select({ response: userResponses, formName: forms.name, formType: forms.type, schema: formVersions.schema, uiSchema: formVersions.uiSchema })
    .from(userResponses)
    .innerJoin(forms, eq(forms.id, userResponses.formId))
    .innerJoin(formVersions, eq(formVersions.id, userResponses.formVersionId))
    .where(and(eq(userResponses.orderItemId, orderItemId), eq(userResponses.organizationId, organizationId)))
    .orderBy(asc(userResponses.createdAt), asc(userResponses.id));
  return rows.map((r) => ({
    id: r.response.id,
    formId: r.response.formId,
    formName: r.formName,
    formType: r.formType,
    formSchema: r.schema,
    formUiSchema: r.uiSchema,
    answers: r.response.answers,
    isHCPReviewed: r.response.isHcpReviewed,
    createdAt: r.response.createdAt,
    updatedAt: r.response.updatedAt,
  }));
}
