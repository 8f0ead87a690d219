// Every GraphQL field that returns health data, and what kind of health data it is (issue 14, "Audit"). Each read
// writes one audit_events row of action health_data_read with this kind; the server's auditHealthRead takes only
// a key of this table, and the audit test has one case per key, so a new entry fails to compile until it is tested.

/** What a health-data read reveals: questionnaire answers, a prescription or treatment decision, progress
 * (readings, weekly records), identity numbers (SSN, driver's licence), or the medication of an order. */
export const HEALTH_DATA_KINDS = ['ANSWERS', 'PRESCRIPTION', 'PROGRESS', 'IDENTITY_NUMBERS', 'MEDICATION'] as const;
export type HealthDataKind = (typeof HEALTH_DATA_KINDS)[number];

/** `Type.field` of the schema → the kind it reads. */
export const HEALTH_DATA_READS = {
  'Query.metricReadings': 'PROGRESS',
  'Query.weeklyProgress': 'PROGRESS',
  'HcpSession.answers': 'ANSWERS',
  'UserResponse.answers': 'ANSWERS',
  'UserResponse.score': 'ANSWERS',
  'OrderItem.treatmentDecision': 'PRESCRIPTION',
  'OrderItem.medicationOptions': 'PRESCRIPTION',
  'OrderItem.autoRenewal': 'PRESCRIPTION',
  'OrderItem.renewal': 'PRESCRIPTION',
  'Query.renewalsAwaitingApproval': 'PRESCRIPTION',
  'MedicationOrder.medicationName': 'MEDICATION',
  'MedicationOrder.direction': 'MEDICATION',
  'Client.ssn': 'IDENTITY_NUMBERS',
  'Client.driversLicense': 'IDENTITY_NUMBERS',
} as const satisfies Record<string, HealthDataKind>;

export type HealthDataRead = keyof typeof HEALTH_DATA_READS;

export const HEALTH_DATA_READ_NAMES = Object.keys(HEALTH_DATA_READS) as HealthDataRead[];
