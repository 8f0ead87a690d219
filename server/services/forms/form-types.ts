/** Spec §3 "Form types". */
export const FORM_TYPES = [
  'COMPLIANCE_CONSENT',
  'COMPLIANCE_INCIDENT',
  'INCIDENT_REPORT',
  'MEDICAL_CONSENT',
  'MEDICAL_SCREENING',
  'PRE_ASSESSMENT',
  'PRE_ASSESSMENT_TEMPLATE',
  'RE_ASSESSMENT',
  'SERVICE_PACK',
  'SERVICE_PACK_TEMPLATE',
] as const;

export type FormType = (typeof FORM_TYPES)[number];

const FORM_TYPE_SET: ReadonlySet<string> = new Set(FORM_TYPES);

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && FORM_TYPE_SET.has(value);
}
