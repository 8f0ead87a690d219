// A sign-up left mid-way (spec §2's five steps) is resumed from what the server knows, not from this tab's memory:
// the account exists and its email is confirmed once the person can sign in, so what is left is the identity check
// (step 4) and the address (step 5), in that order.
import type { SignupStep } from '../machines/signup-steps.ts';

export type SignupFacts = { readonly finished: boolean; readonly identityGiven: boolean; readonly addressGiven: boolean };
export type UnfinishedStep = Extract<SignupStep, 'identity' | 'address'>;

/** The first sign-up step a signed-in client has not finished, or null when nothing is left. */
export function firstUnfinishedStep(facts: SignupFacts): UnfinishedStep | null {
  if (facts.finished) return null;
  if (!facts.identityGiven) return 'identity';
  if (!facts.addressGiven) return 'address';
  return null;
}
