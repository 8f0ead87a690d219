// The bench's app server closes in order (scripts/bench/bench-app.ts): a load tool drops its last requests when its
// time is up, but their handlers go on and still use the database (an audited read writes its audit row). Closing
// the database under them made every one fail and print its stack ("PGlite is closed") at the end of a bench.
import { afterEach, describe, expect, test } from 'vitest';
import { appServer, closeServer, listen } from '../../scripts/bench/bench-app.ts';

type Gate = { open: () => void; opened: Promise<void> };

function gate(): Gate {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A server whose one handler is held until the test lets it go, then "uses the database" (records it). */
async function heldServer(events: string[]) {
  const entered = gate();
  const release = gate();
  const { server, settled } = appServer(async () => {
    entered.open();
    await release.opened;
    events.push('handler used the database');
    return new Response('ok');
  });
  const url = await listen(server);
  // The client gives up on its request, as autocannon does when its time is up.
  const abort = new AbortController();
  void fetch(url, { signal: abort.signal }).catch(() => undefined);
  await entered.opened;
  abort.abort();
  return { server, settled, release };
}

describe('bench app server: the database closes after the requests under way', () => {
  const timers: NodeJS.Timeout[] = [];
  afterEach(() => timers.splice(0).forEach(clearTimeout));

  test('closing waits for a handler whose client went away, then the database closes', async () => {
    const events: string[] = [];
    const { server, settled, release } = await heldServer(events);
    timers.push(setTimeout(release.open, 200));
    await closeServer(server, settled);
    events.push('database closed');
    expect(events).toEqual(['handler used the database', 'database closed']);
    expect(server.listening).toBe(false);
  });

  test('positive control: without waiting for the handlers, the database closed under them (the old order)', async () => {
    const events: string[] = [];
    const { server, release } = await heldServer(events);
    timers.push(setTimeout(release.open, 200));
    await closeServer(server);
    events.push('database closed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(['database closed', 'handler used the database']);
  });

  test('a handler that never ends holds the close for the grace time only', async () => {
    const events: string[] = [];
    const { server, settled } = await heldServer(events);
    const started = Date.now();
    await closeServer(server, settled, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(server.listening).toBe(false);
  });
});
