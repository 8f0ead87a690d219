// What each journey step is called on the cart (spec §3 service/journey types, §4 consultation flow steps).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JourneyType } from '../../domain/workflow/journey.ts';

export const JOURNEY_STEP_LABELS = {
  PreAssessment: msg`Pre-assessment questionnaire`,
  BookConsult: msg`Book a consultation`,
  SpConsult: msg`Specialist consultation`,
  SPLab: msg`Lab test booking`,
  Consult: msg`Consultation`,
  FormConsult: msg`Provider review of your answers`,
  AccessLab: msg`Lab results`,
  Medication: msg`Medication order`,
} as const satisfies Record<JourneyType, MessageDescriptor>;
