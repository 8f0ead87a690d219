/**
 * Spec §4 "Patient-journey labels with ids". The ids are the server's; 'Completed' appears twice (3 and 30)
 * and both are kept as distinct entries with distinct keys, since an id identifies the label, not its text.
 * `key` is the Lingui id, `text` its English source.
 */
export const JOURNEY_LABELS = [
  { id: 8, key: 'journey.awaitingConsultation', text: 'Awaiting Consultation' },
  { id: 6, key: 'journey.pendingPsfConsultation', text: 'Pending PSF Consultation' },
  { id: 9, key: 'journey.consultationCompleted', text: 'Consultation Completed' },
  { id: 10, key: 'journey.medicationOrdered', text: 'Medication Ordered' },
  { id: 11, key: 'journey.medicationDelivered', text: 'Medication Delivered' },
  { id: 21, key: 'journey.selfMedicationProgramUpcoming', text: 'Self-Medication Program Upcoming' },
  { id: 15, key: 'journey.upcomingSessions', text: 'Upcoming Sessions' },
  { id: 3, key: 'journey.completed.3', text: 'Completed' },
  { id: 100, key: 'journey.awaitingLabs', text: 'Awaiting Labs' },
  { id: 17, key: 'journey.labTestBooked', text: 'Lab Test Booked' },
  { id: 18, key: 'journey.labsCompleted', text: 'Labs Completed' },
  { id: 19, key: 'journey.labReportsReceived', text: 'Lab Reports Received' },
  { id: 16, key: 'journey.sessionCompleted', text: 'Session Completed' },
  { id: 27, key: 'journey.consultationComplete', text: 'Consultation Complete' },
  { id: 28, key: 'journey.cspSessionBooked', text: 'CSP Session Booked' },
  { id: 29, key: 'journey.inProgress', text: 'In Progress' },
  { id: 30, key: 'journey.completed.30', text: 'Completed' },
] as const;

export type JourneyLabel = (typeof JOURNEY_LABELS)[number];
export type JourneyLabelId = JourneyLabel['id'];
export type JourneyLabelKey = JourneyLabel['key'];

const BY_ID: ReadonlyMap<number, JourneyLabel> = new Map(JOURNEY_LABELS.map((label) => [label.id, label]));

/** The label of a journey id from the server, or undefined for an id this build does not know. */
export function journeyLabelById(id: number): JourneyLabel | undefined {
  return BY_ID.get(id);
}
