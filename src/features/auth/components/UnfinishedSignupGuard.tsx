// A signed-in client whose sign-up stopped before its last steps (identity check, address) is brought back to the
// first unfinished one, wherever the app is opened or reloaded (issue 13): the server's record decides, not the tab.
// Mounted once in the root; costs the shell nothing until a client is signed in (the check is a lazy chunk), and
// asks the server once per user and tab once the sign-up is known to be finished.
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../../app/session.ts';

const FINISHED_KEY = 'carebook.signupFinished';

function knownFinished(userId: string): boolean {
  try {
    return sessionStorage.getItem(FINISHED_KEY) === userId;
  } catch {
    return false;
  }
}

function rememberFinished(userId: string): void {
  try {
    sessionStorage.setItem(FINISHED_KEY, userId);
  } catch {
    // Without storage the check simply runs again on the next load.
  }
}

export function UnfinishedSignupGuard() {
  const { status, user, activeGrant } = useSession();
  const navigate = useNavigate();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const onAuthPage = path.startsWith('/auth');
  const client = status === 'ready' && user && activeGrant?.roleName === 'CLIENT' ? { user, grant: activeGrant } : null;
  const userId = client?.user.id ?? null;

  useEffect(() => {
    if (!client || !userId || onAuthPage || knownFinished(userId)) return;
    let active = true;
    void import('../lib/unfinished-signup.ts').then(async ({ storeUnfinishedSignup }) => {
      const unfinished = await storeUnfinishedSignup(client.user, client.grant);
      if (!active) return;
      if (!unfinished) {
        rememberFinished(userId);
        return;
      }
      void navigate({ to: '/auth/signup', search: { redirectUrl: window.location.pathname } });
    });
    return () => {
      active = false;
    };
    // Once per signed-in client and page: the session objects change with every snapshot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, onAuthPage]);
  return null;
}
