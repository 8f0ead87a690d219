// The browser tests' lock of a shared demo account (tests/e2e/support/account-lock.ts, behind desk-lock.ts and
// provider-lock.ts): one holder at a time, the next waits until it is released, and a lock left by a killed run
// is broken once stale.
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountLock } from '../e2e/support/account-lock.ts';

describe('accountLock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'account-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('holds the account for one at a time: the second waits for the release', async () => {
    const lock = accountLock('someone', 60_000, { dir, pollMs: 5 });
    const release = await lock.acquire();
    let second = false;
    const waiting = lock.acquire().then((releaseSecond) => {
      second = true;
      return releaseSecond;
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(second).toBe(false);
    await release();
    const releaseSecond = await waiting;
    expect(second).toBe(true);
    await releaseSecond();
  });

  it('breaks a stale lock left by a killed run', async () => {
    const path = join(dir, 'carebook-e2e-left.lock');
    await mkdir(path);
    const old = new Date(Date.now() - 120_000);
    await utimes(path, old, old);
    const release = await accountLock('left', 60_000, { dir, pollMs: 5 }).acquire();
    await release();
  });
});
