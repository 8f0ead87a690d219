// Cache keys of the fulfilment queue. An action on one order changes which tab it is in, so every page of the
// queue is read again (and nothing else in the cache).
export const fulfilmentKeys = {
  all: ['fulfilment'] as const,
  lists: () => ['fulfilment', 'queue'] as const,
};

/** Orders arrive as clients pay: a cached page shows at once, then refreshes. */
export const FULFILMENT_STALE_TIME_MS = 15_000;
