/** Spec §9: the query cache keeps stored data fresh forever, except services, which go stale after 60 seconds. */
export const SERVICES_STALE_TIME_MS = 60_000;
