// Asking the server where the signed-in client's sign-up stopped (signup-resume.ts has the rule), on login and when
// the sign-up page opens.
import { fetchClientSignupProgress } from '../api/client-signup-progress.ts';
import { resumedSignupDraft } from '../machines/signup-steps.ts';
import { saveSignupDraft } from '../stores/signup-draft.ts';
import { firstUnfinishedStep, type UnfinishedStep } from './signup-resume.ts';

type GrantLike = { readonly roleName: string; readonly targetId: string; readonly organizationId: string };
type UserLike = { readonly id: string; readonly email: string };

/** Where the signed-in client's sign-up stopped (null when it is complete, not a client, or the server cannot say). */
export async function unfinishedSignupStep(grant: GrantLike | null): Promise<UnfinishedStep | null> {
  if (grant?.roleName !== 'CLIENT') return null;
  try {
    return firstUnfinishedStep(await fetchClientSignupProgress(grant.targetId));
  } catch {
    // Not knowing must not lock anyone out: the person goes on, and the sign-up page asks again later.
    return null;
  }
}

/** After a login: a sign-up left mid-way is stored so that the sign-up page opens at its first unfinished step. */
export async function storeUnfinishedSignup(user: UserLike | null, grant: GrantLike | null): Promise<boolean> {
  if (!user || !grant) return false;
  const step = await unfinishedSignupStep(grant);
  if (!step) return false;
  saveSignupDraft(sessionStorage, resumedSignupDraft({ step, email: user.email, clientId: grant.targetId, userId: user.id, organizationId: grant.organizationId }));
  return true;
}
