// Revokes the current session on the server (best effort on sign-out).
import { request } from '../graphql-client.ts';
import { graphql } from '../graphql-tag.ts';

export const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      success
    }
  }
`);

/** Sign-out's server side: this device's push subscription goes first (it needs the session), then the session. */
export async function revokeSession(): Promise<void> {
  await import('../push/device-push.ts').then((push) => push.unsubscribeThisDevice()).catch(() => undefined);
  await request(LogoutDocument, {}, { suppressAuthErrors: true, toastErrors: false });
}
