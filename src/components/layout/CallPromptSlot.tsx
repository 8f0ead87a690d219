// Where the call prompt sits: in the page flow right under the header, so it pushes the page down instead of
// covering it (issue 12). Its code is a small lazy chunk, loaded only for a signed-in client.
import { Suspense } from 'react';
import { lazyWithCatalog } from '../../app/lazy-with-catalog.ts';
import { useSession } from '../../app/session.ts';

const CallPrompt = lazyWithCatalog(() => import('../../features/video-call/components/CallPrompt.tsx'));

export function CallPromptSlot() {
  const { status, user, activeGrant } = useSession();
  if (status !== 'ready' || !user || activeGrant?.roleName !== 'CLIENT') return null;
  return (
    <Suspense fallback={null}>
      <CallPrompt userId={user.id} />
    </Suspense>
  );
}
