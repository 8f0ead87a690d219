// Cache keys of the forms, workflows and money pages, per business: switching business never shows the other's.
export const adminFormsKeys = {
  forms: (businessId: string) => ['admin', businessId, 'forms'] as const,
  form: (businessId: string, formId: string) => ['admin', businessId, 'forms', formId] as const,
  workflows: (businessId: string) => ['admin', businessId, 'workflows'] as const,
  money: (businessId: string) => ['admin', businessId, 'money'] as const,
  refundable: (businessId: string, displayId: string) => ['admin', businessId, 'money', 'refundable', displayId] as const,
};
