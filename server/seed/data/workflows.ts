/**
 * Category workflows: xstate machine configurations (stored as JSON text, as the spec allows). States carry
 * the tags the client looks for (`Form` for the questionnaire step, `Consult` for the provider visit) and
 * `meta.step`, the journey step the state stands for (src/domain/workflow/journey.ts).
 */
export type WorkflowConfig = {
  id: string;
  initial: string;
  states: Record<string, { tags?: string[]; meta?: { step: string }; on?: Record<string, string>; type?: 'final' }>;
};

const consultThenMedication = (id: string, withPreAssessment: boolean): WorkflowConfig => ({
  id,
  initial: withPreAssessment ? 'preAssessment' : 'consult',
  states: {
    ...(withPreAssessment ? { preAssessment: { tags: ['Form'], meta: { step: 'PreAssessment' }, on: { PASSED: 'consult', FAILED: 'preAssessment' } } } : {}),
    consult: { tags: ['Consult'], meta: { step: 'BookConsult' }, on: { APPROVED: 'medication', DECLINED: 'done' } },
    medication: { meta: { step: 'Medication' }, on: { ORDERED: 'medication', DELIVERED: 'done' } },
    done: { type: 'final' },
  },
});

export const workflows = {
  WEIGHTLOSS: consultThenMedication('weightloss', true),
  HAIRCARE: consultThenMedication('haircare', false),
  SKIN: consultThenMedication('skin', false),
  LABS: {
    id: 'labs',
    initial: 'labBooking',
    states: {
      labBooking: { meta: { step: 'SPLab' }, on: { BOOKED: 'labResults' } },
      labResults: { meta: { step: 'AccessLab' }, on: { RESULTS_READY: 'done' } },
      done: { type: 'final' },
    },
  },
} as const satisfies Record<string, WorkflowConfig>;

export type CategoryCode = keyof typeof workflows;
