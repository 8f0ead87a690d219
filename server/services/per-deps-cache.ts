/**
 * One per-process cache per set of deps (the app's, or a test's), made on first use. It is on except under
 * NODE_ENV=test, where tests write rows straight into the database between requests and read them at once; a
 * cache's own tests turn it on with `turnOn` before building the app.
 */
export type PerDepsCache<D, C> = { of(deps: D): C; turnOn(deps: D): C };

export function perDepsCache<D extends { config: { nodeEnv: string } }, C>(create: (deps: D, enabled: boolean) => C): PerDepsCache<D, C> {
  const caches = new WeakMap<D, C>();
  return {
    of(deps) {
      let cache = caches.get(deps);
      if (cache === undefined) {
        cache = create(deps, deps.config.nodeEnv !== 'test');
        caches.set(deps, cache);
      }
      return cache;
    },
    turnOn(deps) {
      const cache = create(deps, true);
      caches.set(deps, cache);
      return cache;
    },
  };
}
