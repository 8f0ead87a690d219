// The outbox's send pass (src/app/outbox/outbox-runner.ts) against a scripted server: order of creation, batching
// of readings, per-user entries, permanent refusals kept with their reason without blocking the rest, back-off on
// transient failures, entries left 'sending' by a closed tab, the one-tab lock, and storage that never sees a proxy.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RunnerModule from '../../src/app/outbox/outbox-runner.ts';
import type { OutboxEntry as Entry } from '../../src/app/outbox/outbox-entry.ts';

vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));
vi.mock('../../src/app/feedback.ts', () => ({ showErrorToast: () => undefined, openSessionEndedDialog: () => undefined }));

const { GraphQLRequestError, NetworkError } = await import('../../src/app/graphql-transport.ts');
const { flushOutbox, outboxBackoffMs, OUTBOX_BACKOFF_BASE_MS } = await import('../../src/app/outbox/outbox-runner.ts');
const { memoryStorage, outboxState, putEntries, reloadOutbox, setOutboxStorage } = await import('../../src/app/outbox/outbox-store.ts');
const { MAX_READINGS_PER_BATCH } = await import('../../src/app/outbox/outbox-senders.ts');
type Runner = typeof RunnerModule;

const NOW = 1_800_000_000_000;
const grant = { roleName: 'CLIENT', targetId: 'client-1', organizationId: 'org-1' };
let created = 0;

function reading(value: number, extra: Partial<Entry> = {}): Entry {
  created += 1;
  return {
    id: `r-${String(created).padStart(4, '0')}`,
    kind: 'metricReadings',
    payload: { metricType: 'WEIGHT', unit: 'Kg', value, recordedAt: new Date(NOW).toISOString() },
    userId: 'user-1',
    grant,
    createdAt: NOW - 100_000 + created,
    state: 'pending',
    attempts: 0,
    notBefore: 0,
    invalidates: [['progress', 'client-1']],
    ...extra,
  } as Entry;
}

function delivery(extra: Partial<Entry> = {}): Entry {
  created += 1;
  return {
    id: `d-${String(created).padStart(4, '0')}`,
    kind: 'deliveryConfirmation',
    payload: { orderItemId: 'item-1', orderId: 'order-1', received: true, note: null },
    userId: 'user-1',
    grant,
    createdAt: NOW - 100_000 + created,
    state: 'pending',
    attempts: 0,
    notBefore: 0,
    invalidates: [['bookings', 'item', 'item-1']],
    ...extra,
  } as Entry;
}

type Answer = 'ok' | Error | ((batch: readonly Entry[]) => Error | 'ok');

/** A server that answers each batch with the next scripted answer ('ok' when the script has run out). */
function harness(answers: Answer[] = [], overrides: Partial<Parameters<Runner['flushOutbox']>[0]> = {}) {
  const sent: string[][] = [];
  const refreshed: unknown[] = [];
  const deps = {
    send: (batch: readonly Entry[]) => {
      sent.push(batch.map((entry) => entry.id));
      const next = answers.shift() ?? 'ok';
      const answer = typeof next === 'function' ? next(batch) : next;
      return answer === 'ok' ? Promise.resolve() : Promise.reject(answer);
    },
    userId: () => 'user-1',
    online: () => true,
    now: () => NOW,
    withLock: <T,>(work: () => Promise<T>) => work(),
    invalidate: (keys: readonly unknown[]) => {
      refreshed.push(...keys);
      return Promise.resolve();
    },
    ...overrides,
  };
  return { deps, sent, refreshed };
}

const badInput = (fields: Record<string, string>, reason: string | null = null) => new GraphQLRequestError('refused', 'BAD_USER_INPUT', fields as never, reason);

async function stored(): Promise<Entry[]> {
  return reloadOutbox();
}

beforeEach(() => {
  setOutboxStorage(memoryStorage());
  outboxState.entries = [];
  created = 0;
});

describe('sending', () => {
  it('sends in order of creation, readings batched (past other kinds), other kinds one call each; sent entries leave the outbox and their screens refresh', async () => {
    const a = reading(80);
    const b = reading(81);
    const c = delivery();
    const d = reading(82);
    await putEntries([d, c, b, a]);
    const { deps, sent, refreshed } = harness();
    const result = await flushOutbox(deps);
    expect(sent).toEqual([[a.id, b.id, d.id], [c.id]]);
    expect(result).toMatchObject({ outcome: 'done', sent: 4, rejected: 0, deferred: 0 });
    expect(await stored()).toEqual([]);
    expect(outboxState.entries).toEqual([]);
    expect(refreshed).toEqual([['progress', 'client-1'], ['bookings', 'item', 'item-1']]);
  });

  it('puts at most the API limit of readings in one call', async () => {
    await putEntries(Array.from({ length: MAX_READINGS_PER_BATCH * 2 + 5 }, (_, i) => reading(60 + i / 10)));
    const { deps, sent } = harness();
    await flushOutbox(deps);
    expect(sent.map((batch) => batch.length)).toEqual([MAX_READINGS_PER_BATCH, MAX_READINGS_PER_BATCH, 5]);
  });

  it("sends only the signed-in user's entries, and nothing without a user or a network", async () => {
    const mine = reading(80);
    const theirs = reading(90, { userId: 'user-2' });
    await putEntries([mine, theirs]);
    expect((await flushOutbox(harness([], { userId: () => null }).deps)).outcome).toBe('signed-out');
    expect((await flushOutbox(harness([], { online: () => false }).deps)).outcome).toBe('offline');
    const { deps, sent } = harness();
    await flushOutbox(deps);
    expect(sent).toEqual([[mine.id]]);
    expect((await stored()).map((entry) => entry.id)).toEqual([theirs.id]);
  });

  it('sends again what a closed tab left marked as sending (the key makes it harmless)', async () => {
    const left = reading(80, { state: 'sending' });
    await putEntries([left]);
    const { deps, sent } = harness();
    await flushOutbox(deps);
    expect(sent).toEqual([[left.id]]);
  });

  it('leaves everything to the tab that holds the lock', async () => {
    await putEntries([reading(80)]);
    const { deps, sent } = harness([], { withLock: () => Promise.resolve('busy' as const) });
    expect((await flushOutbox(deps)).outcome).toBe('busy');
    expect(sent).toEqual([]);
  });

  it('never hands a valtio proxy to the storage (IndexedDB refuses to clone one)', async () => {
    await putEntries([reading(80)]);
    await reloadOutbox();
    // The mirror is a proxy; a pass writes entries it read back from storage, twice ('sending', then gone).
    const { deps } = harness([new NetworkError('down')]);
    await expect(flushOutbox(deps)).resolves.toMatchObject({ outcome: 'unreachable' });
    expect((await stored())[0]?.attempts).toBe(1);
  });
});

describe('refusals and failures', () => {
  it('keeps a permanent refusal with its reason and sends the rest', async () => {
    const first = delivery();
    const second = reading(80);
    await putEntries([first, second]);
    const { deps, sent } = harness([badInput({ orderItemId: 'validation.invalid' }, 'NOT_SHIPPED')]);
    const result = await flushOutbox(deps);
    expect(sent).toEqual([[first.id], [second.id]]);
    expect(result).toMatchObject({ sent: 1, rejected: 1 });
    const [kept] = await stored();
    expect(kept).toMatchObject({ id: first.id, state: 'rejected', reason: { code: 'BAD_USER_INPUT', reason: 'NOT_SHIPPED', fields: { orderItemId: 'validation.invalid' } } });
    // A refused entry waits for the person: the next pass does not send it again.
    const again = harness();
    await flushOutbox(again.deps);
    expect(again.sent).toEqual([]);
  });

  it('sets aside the one reading the server names in a refused batch and stores the others', async () => {
    const entries = [reading(80), reading(8000), reading(81)];
    await putEntries(entries);
    const { deps, sent } = harness([badInput({ 'input.readings.1.value': 'validation.weightKgRange' })]);
    await flushOutbox(deps);
    expect(sent).toEqual([entries.map((e) => e.id), [entries[0]?.id, entries[2]?.id]]);
    const left = await stored();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: entries[1]?.id, state: 'rejected', reason: { fields: { value: 'validation.weightKgRange' } } });
  });

  it('a batch refused for keys stored with other values (nothing of it stored): the named readings are set aside with the conflict, the others go again in one call', async () => {
    const entries = [reading(80), reading(81), reading(82), reading(83)];
    await putEntries(entries);
    const conflict = new GraphQLRequestError('refused', 'IDEMPOTENCY_CONFLICT', { 'input.readings.1.clientReadingId': 'validation.invalid', 'input.readings.3.clientReadingId': 'validation.invalid' });
    const { deps, sent } = harness([conflict]);
    const result = await flushOutbox(deps);
    expect(sent).toEqual([entries.map((e) => e.id), [entries[0]?.id, entries[2]?.id]]);
    expect(result).toMatchObject({ outcome: 'done', sent: 2, rejected: 2 });
    const left = await stored();
    // The message is the conflict's own ('already saved with different details'), not a field's 'invalid'.
    expect(left.map((e) => [e.id, e.state, e.reason])).toEqual([
      [entries[1]?.id, 'rejected', { code: 'IDEMPOTENCY_CONFLICT', reason: null, fields: {} }],
      [entries[3]?.id, 'rejected', { code: 'IDEMPOTENCY_CONFLICT', reason: null, fields: {} }],
    ]);
  });

  it('two bad readings in one batch are each kept with their own field', async () => {
    const entries = [reading(8000), reading(80), reading(81, { payload: { metricType: 'WEIGHT', unit: 'Kg', value: 81, recordedAt: '2099-01-01T00:00:00Z' } })];
    await putEntries(entries);
    const { deps, sent } = harness([badInput({ 'input.readings.0.value': 'validation.weightRangeKg', 'input.readings.2.recordedAt': 'validation.invalid' })]);
    await flushOutbox(deps);
    expect(sent).toEqual([entries.map((e) => e.id), [entries[1]?.id]]);
    const left = await stored();
    expect(left.map((e) => [e.id, e.reason?.fields])).toEqual([
      [entries[0]?.id, { value: 'validation.weightRangeKg' }],
      [entries[2]?.id, { recordedAt: 'validation.invalid' }],
    ]);
  });

  it('an unreachable server ends the pass: the batch backs off, nothing is lost', async () => {
    const a = reading(80);
    const b = delivery();
    await putEntries([a, b]);
    const { deps, sent } = harness([new NetworkError('Failed to fetch')]);
    const result = await flushOutbox(deps);
    expect(result).toMatchObject({ outcome: 'unreachable', sent: 0, deferred: 1 });
    expect(sent).toEqual([[a.id]]);
    const left = await stored();
    expect(left.map((e) => [e.id, e.state, e.attempts, e.notBefore])).toEqual([
      [a.id, 'pending', 1, NOW + OUTBOX_BACKOFF_BASE_MS],
      [b.id, 'pending', 0, 0],
    ]);
    // Not due yet: the next pass right away sends only what is not backing off.
    const next = harness();
    await flushOutbox(next.deps);
    expect(next.sent).toEqual([[b.id]]);
  });

  it('a server error backs off only the entry it hit; a session problem waits for a login', async () => {
    const a = delivery();
    const b = reading(80);
    await putEntries([a, b]);
    const { deps, sent } = harness([new GraphQLRequestError('boom', 'INTERNAL_SERVER_ERROR', {})]);
    await flushOutbox(deps);
    expect(sent).toEqual([[a.id], [b.id]]);
    expect((await stored()).map((e) => [e.id, e.state, e.attempts])).toEqual([[a.id, 'pending', 1]]);

    const c = reading(81);
    await putEntries([c]);
    const auth = harness([new GraphQLRequestError('expired', 'UNAUTHENTICATED', {})], { now: () => NOW + 10 * OUTBOX_BACKOFF_BASE_MS });
    expect((await flushOutbox(auth.deps)).outcome).toBe('auth');
    expect((await stored()).map((e) => [e.id, e.state])).toEqual([
      [a.id, 'pending'],
      [c.id, 'pending'],
    ]);
  });

  it('backs off 2 s, 4 s, 8 s ... up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(outboxBackoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(outboxBackoffMs(30)).toBe(5 * 60_000);
  });
});

describe('pre-assessment answers', () => {
  it('a refused set of answers leaves the outbox: the questionnaire keeps its draft and shows the reason when it sends it again', async () => {
    created += 1;
    const answers = { ...delivery(), id: 'draft-1', kind: 'preAssessmentAnswers', payload: { formId: 'f', productId: 'p', categoryId: 'c', answers: { q1: 'yes' } } } as Entry;
    const after = reading(80);
    await putEntries([answers, after]);
    const { deps, sent } = harness([new GraphQLRequestError('form changed', 'BAD_USER_INPUT', {})]);
    await flushOutbox(deps);
    expect(sent).toEqual([['draft-1'], [after.id]]);
    expect(await stored()).toEqual([]);
  });
});
