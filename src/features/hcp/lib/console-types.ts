// What the console's screens show, independent of how the API names it (the api/ files map their answers here).
import type { PrescriptionDirection } from '../../../domain/medication/prescription.ts';
import type { SessionStatus } from '../../../domain/scheduling/session-status.ts';

export type SessionRow = {
  id: string;
  displayId: string;
  startTime: string;
  endTime: string;
  status: SessionStatus | string;
  mode: string;
  canJoin: boolean;
  clientName: string;
  serviceName: string;
};

export type ClientProfile = {
  name: string;
  /** 'YYYY-MM-DD'. */
  dob: string | null;
  gender: string | null;
  email: string | null;
  phone: string | null;
};

export type ServiceSummary = {
  orderItemId: string;
  productName: string;
  categoryName: string;
  itemDisplayId: string;
  itemStatus: string | null;
};

export type AnswerSet = {
  id: string;
  formName: string;
  reviewed: boolean;
  submittedAt: string;
  /** The form's schema and uiSchema as stored with the answers' version, and the answers themselves. */
  schema: unknown;
  uiSchema: unknown;
  answers: unknown;
};

/** One dose option as approved; prices in minor units of the prescription's currency. */
export type DirectionView = PrescriptionDirection & { id: string };

export type PrescriptionView = {
  medicationName: string;
  /** In the prescriber's order; the program runs them in ascending dose (dose-schedule.ts). */
  directions: DirectionView[];
  currencyCode: string;
  notes: string | null;
  approvedAt: string;
};

export type TreatmentDecision =
  | { kind: 'pending' }
  | { kind: 'approved'; prescription: PrescriptionView }
  | { kind: 'declined'; reason: string; declinedAt: string };

export type SessionDetail = SessionRow & {
  /** The provider booked first, when this provider took the session over as the fallback. */
  coveringFor: string | null;
  client: ClientProfile;
  /** Null for a session without an order item (none in practice: holds are not listed). */
  service: ServiceSummary | null;
  answerSets: AnswerSet[];
  treatment: TreatmentDecision;
};
