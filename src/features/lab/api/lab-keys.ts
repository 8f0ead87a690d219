// Cache keys of the collector's screen: a move or an upload makes the day lists stale, nothing else.
export const labKeys = {
  all: ['lab'] as const,
  lists: () => ['lab', 'visits'] as const,
  list: (range: { from: string; to: string }) => ['lab', 'visits', range.from, range.to] as const,
};

/** Visits change on the server (the lapse job, a client cancelling): cached copies show at once, then refresh. */
export const LAB_STALE_TIME_MS = 15_000;
