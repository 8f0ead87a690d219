// Into the call without the pre-call check (issue 12): the call prompt's Join, and a `?join={hcpSessionId}` link
// (the PROVIDER_WAITING notification's, from the drawer or a push notification) on any page.
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { callState } from '../../../app/call/call-store.ts';
import { loadCallEngine } from '../../../app/call/load-call-engine.ts';

/** Opens the call overlay for the session at once; the engine's chunk loads on the way. */
export function joinNow(hcpSessionId: string): void {
  void loadCallEngine().then((engine) => engine.joinCall(hcpSessionId));
}

/** Turns `?join=` into the call (mounted once signed in), and takes it off the address (a reload must not join again). */
export function useJoinLink(): void {
  const router = useRouter();
  const location = useLocation({ select: (current) => ({ pathname: current.pathname, searchStr: current.searchStr, hash: current.hash }) });
  const sessionId = new URLSearchParams(location.searchStr).get('join');
  useEffect(() => {
    if (!sessionId) return;
    const rest = new URLSearchParams(location.searchStr);
    rest.delete('join');
    const query = rest.toString();
    void router.navigate({ href: `${location.pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`, replace: true });
    if (!callState.isCallActive) joinNow(sessionId);
  }, [sessionId, location.pathname, location.searchStr, location.hash, router]);
}
