// What screens read: the signed-in user's entries of one kind, oldest first, live as they are added, sent or refused.
import { useSnapshot } from 'valtio';
import { useSession } from '../session.ts';
import type { OutboxEntry, OutboxKind } from './outbox-entry.ts';
import { outboxState } from './outbox-store.ts';

export function useOutboxEntries<K extends OutboxKind>(kind: K): readonly OutboxEntry<K>[] {
  const { entries } = useSnapshot(outboxState);
  const { user } = useSession();
  const mine = (entries as readonly OutboxEntry[]).filter((entry) => entry.kind === kind && entry.userId === user?.id);
  return mine as unknown as readonly OutboxEntry<K>[];
}

/** How many of the user's entries wait, and how many the server refused (the offline indicator's counts). */
export function useOutboxCounts(): { waiting: number; rejected: number; syncing: boolean } {
  const { entries, syncing } = useSnapshot(outboxState);
  const { user } = useSession();
  let waiting = 0;
  let rejected = 0;
  for (const entry of entries) {
    if (entry.userId !== user?.id) continue;
    if (entry.state === 'rejected') rejected += 1;
    else waiting += 1;
  }
  return { waiting, rejected, syncing };
}
