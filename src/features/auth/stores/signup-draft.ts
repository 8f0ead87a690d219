import { z } from 'zod';
import { SIGNUP_STEPS, type SignupDraft } from '../machines/signup-steps.ts';

// The in-progress sign-up survives a reload through sessionStorage (per tab, gone when the tab closes).
// Passwords and identity numbers are never written: the schema below has no place for them and zod drops
// unknown keys, so even a caller passing a wider object cannot persist them.

export const SIGNUP_DRAFT_KEY = 'carebook.signupDraft';

const draftSchema = z.object({
  step: z.enum([...SIGNUP_STEPS, 'done']),
  personal: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    dob: z.string(),
    gender: z.enum(['MALE', 'FEMALE', 'OTHER', '']),
  }),
  identityKind: z.enum(['ssn', 'driversLicense']),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    zipcode: z.string(),
  }),
  clientId: z.string().nullable(),
  userId: z.string().nullable(),
  organizationId: z.string().nullable(),
});

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored draft, or null when none is stored, it is unreadable, or it belongs to another organization. */
export function loadSignupDraft(storage: DraftStorage, organizationId: string | null): SignupDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SIGNUP_DRAFT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = draftSchema.safeParse(json);
  if (!parsed.success || parsed.data.step === 'done') return null;
  // A sign-up started for another business's organization is not continued here.
  if (parsed.data.organizationId !== null && organizationId !== null && parsed.data.organizationId !== organizationId) {
    return null;
  }
  return parsed.data;
}

export function saveSignupDraft(storage: DraftStorage, draft: SignupDraft): void {
  try {
    storage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draftSchema.parse(draft)));
  } catch {
    // Storage full or disabled (private mode): the sign-up still works, it just won't survive a reload.
  }
}

export function clearSignupDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}
