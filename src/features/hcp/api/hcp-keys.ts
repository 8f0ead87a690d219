// Cache keys of the provider console, and what each action makes stale: the session itself and the day lists
// (its status badge), never the whole cache.
import type { QueryClient } from '@tanstack/react-query';

export const hcpKeys = {
  all: ['hcp'] as const,
  lists: () => ['hcp', 'sessions'] as const,
  list: (range: { from: string; to: string }) => ['hcp', 'sessions', range.from, range.to] as const,
  session: (sessionId: string) => ['hcp', 'session', sessionId] as const,
  renewals: () => ['hcp', 'renewals'] as const,
};

/** Sessions change on the server (the client joins, the lapse job runs): cached copies show at once, then refresh. */
export const HCP_STALE_TIME_MS = 15_000;

export async function invalidateHcpSession(queryClient: QueryClient, sessionId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: hcpKeys.session(sessionId) }),
    queryClient.invalidateQueries({ queryKey: hcpKeys.lists() }),
  ]);
}
