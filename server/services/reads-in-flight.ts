/**
 * The reads a per-process cache has under way, by group (a client, an organization) and page key: a second ask for
 * a page joins the read already sent while the cache still accepts that read's change count (its `token`), and a
 * group's reads are forgotten when the group changes. Shared by the bookings, readings and desk search caches.
 */
export type ReadsInFlight<T> = {
  /** The read under way for this page, if the cache still accepts its token. */
  joinable(group: string, key: string, accepts: (token: number) => boolean): Promise<T> | undefined;
  /** Records `page`, sent when the change count was `token`, until it settles. */
  add(group: string, key: string, token: number, page: Promise<T>): void;
  forget(group: string): void;
  forgetWhere(matches: (group: string) => boolean): void;
  clear(): void;
};

type Read<T> = { page: Promise<T>; token: number };

export function createReadsInFlight<T>(): ReadsInFlight<T> {
  const groups = new Map<string, Map<string, Read<T>>>();
  return {
    joinable(group, key, accepts) {
      const under = groups.get(group)?.get(key);
      return under && accepts(under.token) ? under.page : undefined;
    },
    add(group, key, token, page) {
      let reads = groups.get(group);
      if (!reads) {
        reads = new Map();
        groups.set(group, reads);
      }
      const mine: Read<T> = { page, token };
      reads.set(key, mine);
      const done = () => {
        const now = groups.get(group);
        if (now?.get(key) === mine) {
          now.delete(key);
          if (now.size === 0) groups.delete(group);
        }
      };
      page.then(done, done);
    },
    forget: (group) => void groups.delete(group),
    forgetWhere(matches) {
      for (const group of groups.keys()) if (matches(group)) groups.delete(group);
    },
    clear: () => groups.clear(),
  };
}
