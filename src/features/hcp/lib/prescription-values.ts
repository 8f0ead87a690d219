// The values of the prescription form's choices, as sent on the wire and stored (labels: prescription-options.ts).
export const DOSE_UNITS = ['mg', 'mcg', 'g', 'mL', 'IU', 'unit', 'tablet', 'capsule', 'drop', 'puff', 'application'] as const;
export const ROUTES = ['oral', 'subcutaneous', 'intramuscular', 'topical', 'transdermal', 'sublingual', 'inhaled', 'nasal'] as const;

export type DoseUnit = (typeof DOSE_UNITS)[number];
export type MedicationRoute = (typeof ROUTES)[number];
