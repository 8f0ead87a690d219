// The sign-up wizard's step progression (spec §2: personal details, password, email code, identity check,
// address). Pure so that it can be unit tested and persisted; the components only dispatch events.
import type { Gender } from '../../../domain/validation/gender.ts';
import { DEFAULT_ZIP } from '../../../domain/validation/zip.ts';

export const SIGNUP_STEPS = ['personal', 'password', 'code', 'identity', 'address'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export type IdentityKind = 'ssn' | 'driversLicense';

export type PersonalDetails = {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed, formatted "(555) 123-4567"; digits are extracted when sending. */
  phone: string;
  /** As typed, MM/DD/YYYY; converted to YYYY-MM-DD when sending. */
  dob: string;
  gender: Gender | '';
};

export type AddressDraft = {
  addressLine1: string;
  addressLine2: string;
  country: string;
  state: string;
  city: string;
  zipcode: string;
};

/** Everything of an in-progress sign-up that may be kept across a reload: never a password or identity number. */
export type SignupDraft = {
  step: SignupStep | 'done';
  personal: PersonalDetails;
  identityKind: IdentityKind;
  address: AddressDraft;
  /** Set once clientSignup succeeded: from then on the account exists and steps 1-2 are closed. */
  clientId: string | null;
  userId: string | null;
  /** The organization the account is created in (clientSignup's organization header). */
  organizationId: string | null;
};

export type SignupEvent =
  | { type: 'personalEdited'; personal: PersonalDetails }
  | { type: 'personalSubmitted'; personal: PersonalDetails }
  | { type: 'signedUp'; clientId: string; userId: string }
  | { type: 'codeConfirmed' }
  | { type: 'identityKindChosen'; identityKind: IdentityKind }
  | { type: 'identitySaved' }
  | { type: 'addressEdited'; address: AddressDraft }
  | { type: 'addressSaved' }
  | { type: 'back' }
  | { type: 'startOver' }
  /** The server says where this signed-in client's sign-up stopped (a reload, another tab, a later login). */
  | { type: 'resumed'; step: 'identity' | 'address'; email: string; clientId: string; userId: string };

export const EMPTY_PERSONAL: PersonalDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dob: '',
  gender: '',
};

export const EMPTY_ADDRESS: AddressDraft = {
  addressLine1: '',
  addressLine2: '',
  country: 'US',
  state: '',
  city: '',
  // The spec's default zip (§5: 11201), as in every new address form.
  zipcode: DEFAULT_ZIP,
};

export function initialSignupDraft(organizationId: string | null): SignupDraft {
  return {
    step: 'personal',
    personal: EMPTY_PERSONAL,
    identityKind: 'ssn',
    address: EMPTY_ADDRESS,
    clientId: null,
    userId: null,
    organizationId,
  };
}

/**
 * A sign-up resumed at the email-code step for an account that exists but was never confirmed (its owner
 * tried to log in): only the email is known; the client id comes from the session after the login.
 */
export function draftAtCodeStep(email: string, organizationId: string | null): SignupDraft {
  return { ...initialSignupDraft(organizationId), step: 'code', personal: { ...EMPTY_PERSONAL, email } };
}

/**
 * A sign-up resumed from the server's record for a signed-in client: steps 1 to 3 are behind it (the account exists
 * and its email is confirmed), so it opens at the identity check or the address.
 */
export function resumedSignupDraft(input: { step: 'identity' | 'address'; email: string; clientId: string; userId: string; organizationId: string | null }): SignupDraft {
  const { step, email, clientId, userId, organizationId } = input;
  return { ...initialSignupDraft(organizationId), step, personal: { ...EMPTY_PERSONAL, email }, clientId, userId };
}

/** Zero-based position of a step in the Stepper; 'done' is one past the last step. */
export function stepIndex(step: SignupStep | 'done'): number {
  return step === 'done' ? SIGNUP_STEPS.length : SIGNUP_STEPS.indexOf(step);
}

/**
 * Where Back goes, or null when it is not offered. Before the account exists the user may return to the
 * personal details; after that the created account (code, identity) cannot be undone, only the address
 * step may return to the identity step.
 */
export function previousStep(draft: SignupDraft): SignupStep | null {
  switch (draft.step) {
    case 'password':
      return draft.clientId === null ? 'personal' : null;
    case 'address':
      return 'identity';
    default:
      return null;
  }
}

export function signupReducer(draft: SignupDraft, event: SignupEvent): SignupDraft {
  switch (event.type) {
    case 'personalEdited':
      return draft.clientId === null ? { ...draft, personal: event.personal } : draft;
    case 'personalSubmitted':
      return draft.step === 'personal' ? { ...draft, personal: event.personal, step: 'password' } : draft;
    case 'signedUp':
      return draft.step === 'password'
        ? { ...draft, clientId: event.clientId, userId: event.userId, step: 'code' }
        : draft;
    case 'codeConfirmed':
      return draft.step === 'code' ? { ...draft, step: 'identity' } : draft;
    case 'identityKindChosen':
      return { ...draft, identityKind: event.identityKind };
    case 'identitySaved':
      return draft.step === 'identity' ? { ...draft, step: 'address' } : draft;
    case 'addressEdited':
      return { ...draft, address: event.address };
    case 'addressSaved':
      return draft.step === 'address' ? { ...draft, step: 'done' } : draft;
    case 'back': {
      const previous = previousStep(draft);
      return previous === null ? draft : { ...draft, step: previous };
    }
    case 'startOver':
      return initialSignupDraft(draft.organizationId);
    case 'resumed': {
      // What this tab still holds of the same account (the address typed so far, the chosen document) is kept.
      const sameAccount = draft.clientId === event.clientId;
      const resumed = resumedSignupDraft({ ...event, organizationId: draft.organizationId });
      return sameAccount ? { ...resumed, identityKind: draft.identityKind, address: draft.address } : resumed;
    }
  }
}
