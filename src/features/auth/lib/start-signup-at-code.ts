// Login of an account whose email was never confirmed: a new code is sent and the sign-up continues at its
// code step, with the password kept in memory so that the account is signed in right after the code.
import { resendConfirmationCodeRequest } from '../api/resend-confirmation-code.ts';
import { draftAtCodeStep } from '../machines/signup-steps.ts';
import { rememberSignupCredentials } from '../stores/signup-credentials.ts';
import { saveSignupDraft } from '../stores/signup-draft.ts';
import { readApiError } from '../../../components/form/api-error.ts';

export async function startSignupAtCode(
  credentials: { email: string; password: string },
  organizationId: string | null,
): Promise<void> {
  try {
    await resendConfirmationCodeRequest({ email: credentials.email });
  } catch (error) {
    // Resending is limited; a code sent moments ago is still valid, so the code step is still the way on.
    if (readApiError(error).code !== 'RATE_LIMITED') throw error;
  }
  rememberSignupCredentials(credentials);
  saveSignupDraft(sessionStorage, draftAtCodeStep(credentials.email, organizationId));
}
