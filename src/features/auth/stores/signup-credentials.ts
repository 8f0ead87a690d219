// The password of a sign-up in progress, kept in memory only (never in storage): after the email code is
// confirmed the wizard logs in with it. It also carries a login attempt of an unconfirmed account over to
// the sign-up's code step. A reload forgets it, and the wizard then asks for the password again.

type Credentials = { email: string; password: string };

let remembered: Credentials | null = null;

export function rememberSignupCredentials(credentials: Credentials): void {
  remembered = credentials;
}

/** The remembered password for this email, or null. */
export function signupPasswordFor(email: string): string | null {
  return remembered && remembered.email.toLowerCase() === email.toLowerCase() ? remembered.password : null;
}

export function forgetSignupCredentials(): void {
  remembered = null;
}
