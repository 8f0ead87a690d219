// The values of the prescription form's choices, as sent on the wire and stored (labels: prescription-options.ts).
export const DOSE_UNITS = ['mg', 'mcg', 'g', 'mL', 'IU', 'unit', 'tablet', 'capsule', 'drop', 'puff', 'application'] as const;
export const ROUTES = ['oral', 'subcutaneous', 'intramuscular', 'topical', 'transdermal', 'sublingual', 'inhaled', 'nasal'] as const;
export const FREQUENCIES = ['ONCE_DAILY', 'TWICE_DAILY', 'THREE_TIMES_DAILY', 'FOUR_TIMES_DAILY', 'EVERY_OTHER_DAY', 'ONCE_WEEKLY', 'ONCE_MONTHLY', 'AS_NEEDED'] as const;

export type DoseUnit = (typeof DOSE_UNITS)[number];
export type MedicationRoute = (typeof ROUTES)[number];
export type Frequency = (typeof FREQUENCIES)[number];
